import type { ComponentType } from 'react';
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import { SectionUnavailable } from '../sections/SectionUnavailable';
import { sectionFallbackPlugin } from './fallback-plugin';
import type { ExposedModule, RemoteMap, SectionName } from './section-names';

// The only module of the host that talks to the federation runtime (docs/architecture.md §3); tests mock it.

export interface ComponentModule {
  default: ComponentType;
}

export class SectionModuleError extends Error {
  constructor(
    readonly section: SectionName,
    readonly exposed: ExposedModule,
  ) {
    super(`${section} ${exposed} did not export a React component as default`);
    this.name = 'SectionModuleError';
  }
}

function isComponentModule(value: unknown): value is ComponentModule {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const component: unknown = value.default;
  // memo() and forwardRef() components are objects carrying $$typeof.
  return typeof component === 'function' || (typeof component === 'object' && component !== null && '$$typeof' in component);
}

export function registerSectionRemotes(remotes: RemoteMap): void {
  registerPlugins([sectionFallbackPlugin(() => ({ default: SectionUnavailable }))]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** Loads one exposed module of a section; a module of the wrong shape is refused loudly. */
export async function loadSection(section: SectionName, exposed: ExposedModule): Promise<ComponentModule> {
  const loaded = await loadRemote<unknown>(`${section}/${exposed.slice(2)}`);
  if (!isComponentModule(loaded)) throw new SectionModuleError(section, exposed);
  return loaded;
}

/**
 * Downloads a section's manifest, entry and the chunks one exposed module needs, without running the
 * module (its scripts come as <link rel="preload">, so the later loadSection finds them in the
 * cache). For the dashboard's panels while /login waits for the owner (issue #42): signing in then
 * waits for the API and the chunks the panels take from the shell, not for the section's own. A
 * failure is left for loadSection to meet and report; the runtime does not keep a failed manifest.
 */
export async function preloadSection(section: SectionName, exposed: ExposedModule): Promise<void> {
  await preloadRemote([{ nameOrAlias: section, exposes: [exposed.slice(2)], resourceCategory: 'sync' }]).catch(() => undefined);
}
