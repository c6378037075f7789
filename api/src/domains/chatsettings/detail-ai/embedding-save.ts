import type { EmbeddingProvider, EmbeddingSettings } from 'shared-contracts';
import type { AgentSettingsRow } from '#src/db/schema/index';
import { embeddingModelId } from '#src/domains/knowledge/embedding/openai-embedder';
import type { SafeFetch } from '#src/lib/safe-fetch/index';
import type { SecretBox } from '#src/lib/security/secret-box';
import type { SettingsWrite } from '../agent-settings-repository';
import { secretContext } from '../settings-document';
import { measureForSave, storedEmbeddingKeyUnreadable } from './embedding-connection-test';
import { embeddingSettingsOf } from './embedding-provider';
import { nextApiKey } from './next-api-key';

export interface EmbeddingSaveInput {
  agentId: string;
  /** The agent's `embedding` row as stored, if any. */
  saved: AgentSettingsRow | undefined;
  /** The provider on screen; undefined keeps the stored one (a save that only changes the key). */
  next: EmbeddingProvider | undefined;
  /** As embedding_api_key came: a new key, null to delete, undefined to keep (while the origin stays). */
  apiKey: string | null | undefined;
  secretBox: SecretBox;
  safeFetch: SafeFetch;
  timeoutMs: number;
}

function providerOf(settings: EmbeddingSettings): EmbeddingProvider {
  return settings.type === 'builtin' ? settings : { type: settings.type, base_url: settings.base_url, model: settings.model };
}

/**
 * The `embedding` row a save writes. The key follows the LLM key's rule (nextApiKey: it belongs to
 * the origin it was entered for, and the built-in model keeps none). An OpenAI-compatible provider
 * keeps its measured dimensions while its base URL and model stay and no new key comes; otherwise it
 * is asked for one vector now, with the key the save keeps, and a failure refuses the save (400).
 */
export async function embeddingWrite(input: EmbeddingSaveInput): Promise<SettingsWrite> {
  const saved = embeddingSettingsOf(input.saved);
  const next = input.next ?? providerOf(saved);
  const key = nextApiKey(saved, next, input.apiKey);
  if (next.type === 'builtin') return { document: { type: 'builtin' }, sealedSecret: null };

  const context = secretContext(input.agentId, 'embedding');
  const sameModel = saved.type === 'openai_compatible' && embeddingModelId(saved.base_url, saved.model) === embeddingModelId(next.base_url, next.model);
  let dimensions: number;
  if (sameModel && typeof key !== 'string') {
    dimensions = saved.dimensions;
  } else {
    let apiKey: string | null = null;
    if (typeof key === 'string') apiKey = key;
    else if (key === undefined && input.saved?.sealedSecret) {
      try {
        apiKey = input.secretBox.open(input.saved.sealedSecret, context);
      } catch {
        throw storedEmbeddingKeyUnreadable();
      }
    }
    dimensions = await measureForSave({ embedding: next, apiKey, safeFetch: input.safeFetch, timeoutMs: input.timeoutMs });
  }
  const document: EmbeddingSettings = { ...next, dimensions };
  return { document, sealedSecret: typeof key === 'string' ? input.secretBox.seal(key, context) : key };
}
