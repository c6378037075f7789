import type { z } from 'zod';
import type {
  DetailAiSettingsRequest,
  DetailAiSettingsResponse,
  EmbeddingProvider,
  EmbeddingProviderType,
  EmbeddingSettings,
  Engine,
  EngineType,
  detailAiSettingsRequestSchema,
} from 'shared-contracts';

/**
 * The form's starting point: what is stored, with both keys left as they are (absent) and the
 * embedding provider without its dimensions (the API measures them; the browser never sends them).
 */
export function formValuesOf(settings: DetailAiSettingsResponse): DetailAiSettingsRequest {
  const { api_key_status: _status, embedding_api_key_status: _embeddingStatus, updated_at: _updatedAt, engine, embedding, ...rest } = settings;
  return { ...rest, engine: { ...engine }, api_key: undefined, embedding: embeddingProviderOf(embedding), embedding_api_key: undefined };
}

/** The provider a stored embedding setting names, without what the API measured. */
export function embeddingProviderOf(settings: EmbeddingSettings): EmbeddingProvider {
  return settings.type === 'builtin' ? { type: 'builtin' } : { type: settings.type, base_url: settings.base_url, model: settings.model };
}

/**
 * Whether the provider on screen embeds with the same model as the saved one (the API's rule: the
 * base URL without trailing slashes, and the model name), so the saved dimensions still hold.
 */
export function sameEmbeddingModel(saved: EmbeddingSettings, type: EmbeddingProviderType | undefined, baseUrl: string | undefined, model: string | undefined): boolean {
  if (saved.type !== type) return false;
  if (saved.type === 'builtin') return true;
  const trim = (url: string | undefined) => (url ?? '').trim().replace(/\/+$/, '');
  return trim(saved.base_url) === trim(baseUrl) && saved.model === (model ?? '').trim();
}

/**
 * Who a key belongs to, the way the API decides whether a stored key survives a save: the
 * provider, and for an OpenAI-compatible endpoint its origin (a new path on the same host keeps it).
 */
export function providerIdentity(type: EngineType | undefined, baseUrl: string | undefined): string {
  if (type !== 'openai_compatible') return type ?? '';
  try {
    return `${type} ${new URL(baseUrl ?? '').origin}`;
  } catch {
    return `${type} ?`;
  }
}

export function providerIdentityOf(engine: Engine): string {
  return providerIdentity(engine.type, engine.type === 'openai_compatible' ? engine.base_url : undefined);
}

export type DetailAiFormOutput = z.output<typeof detailAiSettingsRequestSchema>;

/** What each engine type starts from when the owner first picks it. */
export const ENGINE_DRAFTS: { [T in EngineType]: Extract<Engine, { type: T }> } = {
  builtin: { type: 'builtin' },
  openai_compatible: { type: 'openai_compatible', base_url: 'https://api.openai.com/v1', model: '' },
  anthropic: { type: 'anthropic', model: '' },
};

/** What each embedding provider type starts from when the owner first picks it. */
export const EMBEDDING_DRAFTS: { [T in EmbeddingProviderType]: Extract<EmbeddingProvider, { type: T }> } = {
  builtin: { type: 'builtin' },
  openai_compatible: { type: 'openai_compatible', base_url: 'https://api.openai.com/v1', model: '' },
};
