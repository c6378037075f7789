import { EMBEDDING_SETTINGS_DEFAULTS, type EmbeddingSettings } from 'shared-contracts';
import type { Database } from '#src/db/database';
import type { AgentSettingsRow } from '#src/db/schema/index';
import type { SecretBox } from '#src/lib/security/secret-box';
import { repositoriesOf } from '../../repositories';
import { documentOf, secretContext } from '../settings-document';

/**
 * The embedding provider an owner named in AI詳細設定 (検索に使う埋め込みモデル), for the knowledge
 * indexing and retrieval. Stored as the agent's `embedding` settings row: its document is
 * EmbeddingSettings of shared-contracts, its sealed secret the provider's API key.
 */
export interface EmbeddingProviderConfig {
  /** Up to before `/embeddings`, as the owner typed it (trimmed), e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  /** The provider's model name, e.g. `text-embedding-3-small`. */
  model: string;
  /**
   * The key, opened; null when none is stored (Ollama, a local TEI) or when the stored one no
   * longer opens (ENCRYPTION_KEY changed): the provider then refuses with 401, and the embedder
   * says so in Japanese (EmbeddingProviderError 'unauthorized').
   */
  apiKey: string | null;
  /** The length of the provider's vectors, measured when the setting was saved (1…EMBEDDING_DIMENSIONS_MAX). */
  dimensions: number;
}

/** The stored setting over its default: the built-in model until the owner saves another. */
export function embeddingSettingsOf(row: Pick<AgentSettingsRow, 'document'> | undefined): EmbeddingSettings {
  return documentOf(row, EMBEDDING_SETTINGS_DEFAULTS);
}

/**
 * The agent's OpenAI-compatible embedding provider, or null for the built-in model (the default).
 * One query on the agent's `embedding` settings row. Build the embedder from it with
 * `new OpenAiCompatibleEmbedder({ ...provider, safeFetch: app.safeFetch })`
 * (src/domains/knowledge/embedding/openai-embedder.ts); its `model` is
 * `openai:<baseUrl>#<model>`, so a change of provider or model is a change of that name.
 */
export async function embeddingProviderOf(db: Database, secretBox: SecretBox, agentId: string): Promise<EmbeddingProviderConfig | null> {
  const row = await repositoriesOf(db).agentSettings.find(agentId, 'embedding');
  return embeddingProviderFromStored(secretBox, agentId, row && { document: row.document, sealedSecret: row.sealedSecret });
}

/**
 * The same from a row already read, e.g. the `embedding` document of the agent context's one
 * statement (src/domains/agent/agent-context.ts reads every settings row of the agent), so answer
 * time needs no second query.
 */
export function embeddingProviderFromStored(
  secretBox: SecretBox,
  agentId: string,
  stored: { document: Record<string, unknown>; sealedSecret: string | null } | undefined,
): EmbeddingProviderConfig | null {
  const settings = embeddingSettingsOf(stored);
  if (settings.type !== 'openai_compatible') return null;
  return {
    baseUrl: settings.base_url,
    model: settings.model,
    apiKey: openEmbeddingKey(secretBox, agentId, stored?.sealedSecret ?? null),
    dimensions: settings.dimensions,
  };
}

function openEmbeddingKey(secretBox: SecretBox, agentId: string, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return secretBox.open(sealed, secretContext(agentId, 'embedding'));
  } catch {
    return null;
  }
}
