import type { Engine } from 'shared-contracts';

/**
 * Who an API key was entered for. An OpenAI-compatible endpoint is identified by its origin, so a
 * key for api.openai.com is never sent to another host typed into the base URL later; a new path
 * on the same origin (…/v1 → …/openai/v1) keeps it.
 */
export function providerIdentity(engine: Engine): string {
  switch (engine.type) {
    case 'builtin':
      return 'builtin';
    case 'anthropic':
      return 'anthropic';
    case 'openai_compatible':
      return `openai_compatible ${new URL(engine.base_url).origin}`;
  }
}
