import type { z } from 'zod';
import {
  VOICEVOX_ENGINE_DRAFT,
  type VoiceEngine,
  type VoiceEngineType,
  type VoiceSettingsRequest,
  type VoiceSettingsResponse,
  voiceSettingsRequestSchema,
} from 'shared-contracts';

export type VoiceFormOutput = z.output<typeof voiceSettingsRequestSchema>;

/** The form's starting point: the stored settings without their timestamp. */
export function formValuesOf(settings: VoiceSettingsResponse): VoiceSettingsRequest {
  const { updated_at: _updatedAt, engine, ...rest } = settings;
  return { ...rest, engine: { ...engine } };
}

/** What each engine starts from when the owner first picks it. */
export const ENGINE_DRAFTS: { [T in VoiceEngineType]: Extract<VoiceEngine, { type: T }> } = {
  browser: { type: 'browser', voice_name: null, lang: 'ja-JP' },
  voicevox: VOICEVOX_ENGINE_DRAFT,
};
