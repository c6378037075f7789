import { registerShared } from '@module-federation/runtime';
import type { PageShares } from '../login-first/shell-api';

/** Share key -> version and required range, from the shell's build (federation.shared.cjs PAGE_SHARES). */
declare const __PAGE_SHARES__: Record<string, { version: string; requiredVersion: string }>;

/**
 * Registers the modules main.js (the login-first bundle) already runs as this page's shared
 * singletons, before anything of the shell consumes them: the shell's build has no copy of its own
 * (`import: false`), so the page keeps one React, one ReactDOM and one Emotion, and the sections
 * (loaded-first) get the same ones.
 */
export function adoptPageShares(provided: PageShares | undefined = window.__consolePageShares): void {
  if (!provided) throw new Error('shell.js runs after main.js, which hands it React and Emotion');
  const shared = Object.fromEntries(
    Object.entries(__PAGE_SHARES__).map(([key, { version, requiredVersion }]) => {
      const lib = provided[key];
      if (!lib) throw new Error(`main.js did not hand over ${key}`);
      return [key, { version, lib, shareConfig: { singleton: true, requiredVersion } }];
    }),
  );
  registerShared(shared);
}
