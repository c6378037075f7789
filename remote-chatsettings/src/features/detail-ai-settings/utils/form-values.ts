import type { z } from 'zod';
import type { DetailAiSettingsRequest, DetailAiSettingsResponse, Engine, EngineType, detailAiSettingsRequestSchema } from 'shared-contracts';

/** The form's starting point: what is stored, with the key left as it is (absent). */
export function formValuesOf(settings: DetailAiSettingsResponse): DetailAiSettingsRequest {
  const { api_key_status: _status, updated_at: _updatedAt, engine, ...rest } = settings;
  return { ...rest, engine: { ...engine }, api_key: undefined };
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
