import type { Engine } from 'shared-contracts';
import { providerIdentity } from './provider-identity';

/**
 * What a save does to the stored API key: a new key replaces it, null deletes it, and without
 * either the key stays only while the provider stays the same (a key belongs to the provider it was
 * entered for). The built-in responder keeps no key at all.
 * Returns the key to seal, null to delete, undefined to keep.
 */
export function nextApiKey(saved: Engine, next: Engine, apiKey: string | null | undefined): string | null | undefined {
  if (next.type === 'builtin') return null;
  if (apiKey !== undefined) return apiKey;
  return providerIdentity(saved) === providerIdentity(next) ? undefined : null;
}
