import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

export interface FallbackModule {
  default: unknown;
}

/**
 * When a section still cannot load after the retries, loadRemote resolves to `fallback()` instead
 * of failing, so whatever renders the section shows the Japanese error with its retry button.
 * Only the final 'onLoad' stage is answered: at the earlier stages the runtime would take the
 * returned value for request arguments or a manifest.
 */
export function sectionFallbackPlugin(fallback: () => FallbackModule): ModuleFederationRuntimePlugin {
  return {
    name: 'host-section-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[federation] ${id} could not be loaded; showing the fallback`, error);
      return fallback();
    },
  };
}
