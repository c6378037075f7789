import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import { loadSection, type ExposedModule, type SectionName } from '../federation';

// One lazy component per exposed module for the page's lifetime: leaving a section and coming
// back must not suspend again, and React.lazy caches its result per component identity.
const cache = new Map<string, LazyExoticComponent<ComponentType>>();

const keyOf = (section: SectionName, exposed: ExposedModule) => `${section}/${exposed}`;

export function lazyRemote(section: SectionName, exposed: ExposedModule): LazyExoticComponent<ComponentType> {
  const key = keyOf(section, exposed);
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => loadSection(section, exposed));
    cache.set(key, component);
  }
  return component;
}

/** Drops a failed (or fallback) load so the next render loads the module again. */
export function forgetRemote(section: SectionName, exposed: ExposedModule): void {
  cache.delete(keyOf(section, exposed));
}
