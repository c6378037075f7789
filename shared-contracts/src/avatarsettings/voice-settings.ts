import { z } from 'zod';
import { switchSchema, timestampSchema } from '../common/entity';
import { httpUrlSchema } from '../common/http-url';
import { optionalLine } from '../common/text-field';
import { boundedNumber } from './fields/bounded-number';
import {
  VOICE_INTONATION_MAX,
  VOICE_INTONATION_MIN,
  VOICE_PITCH_MAX,
  VOICE_PITCH_MIN,
  VOICE_SPEED_MAX,
  VOICE_SPEED_MIN,
  VOICE_VOLUME_MAX,
  VOICE_VOLUME_MIN,
} from './voice-scales';

/**
 * GET / PUT /api/v1/voice-settings: whether and how the avatar speaks its answers. The browser's own
 * speech synthesis needs nothing installed; a VOICEVOX engine is reached through the API (the
 * widget never calls the owner's engine itself). The scales are engine-neutral (voice-scales.ts).
 */

export const VOICE_ENGINE_TYPES = ['browser', 'voicevox'] as const;
export type VoiceEngineType = (typeof VOICE_ENGINE_TYPES)[number];
export const VOICE_ENGINE_LABELS: Record<VoiceEngineType, string> = {
  browser: 'ブラウザの音声合成',
  voicevox: 'VOICEVOX',
};

export const VOICE_LANGS = ['ja-JP', 'en-US'] as const;
export type VoiceLang = (typeof VOICE_LANGS)[number];
export const VOICE_LANG_LABELS: Record<VoiceLang, string> = { 'ja-JP': '日本語', 'en-US': '英語' };

export const VOICE_NAME_MAX = 200;
export const VOICEVOX_NAME_MAX = 100;
export const VOICEVOX_URL_EXAMPLE = 'http://localhost:50021';

const browserEngineSchema = z.object({
  type: z.literal('browser'),
  /**
   * A SpeechSynthesisVoice name as the owner's browser lists it. Visitors' browsers have other voices:
   * the widget uses this one when present, else the first voice of `lang`. Null: always the latter.
   */
  voice_name: optionalLine('音声の名前', VOICE_NAME_MAX).nullable(),
  lang: z.enum(VOICE_LANGS, { error: '話す言語を選んでください' }),
});

export const voicevoxEngineSchema = z.object({
  type: z.literal('voicevox'),
  /** The engine's base URL (its HTTP API: GET /speakers, POST /audio_query, POST /synthesis). */
  engine_url: httpUrlSchema('エンジンのURL', VOICEVOX_URL_EXAMPLE),
  /** VOICEVOX's style id, which its API calls `speaker`. */
  speaker_id: z
    .number({ error: '話者を選んでください' })
    .int({ error: '話者を選んでください' })
    .min(0, { error: '話者を選んでください' }),
  /** Names as the engine listed them when chosen, to show without asking the engine again. */
  speaker_name: optionalLine('話者の名前', VOICEVOX_NAME_MAX),
  style_name: optionalLine('スタイルの名前', VOICEVOX_NAME_MAX),
});
export type VoicevoxEngine = z.infer<typeof voicevoxEngineSchema>;

export const voiceEngineSchema = z.discriminatedUnion('type', [browserEngineSchema, voicevoxEngineSchema], {
  error: '音声エンジンを選んでください',
});
export type VoiceEngine = z.infer<typeof voiceEngineSchema>;

export const voiceScaleFields = {
  speed: boundedNumber('話す速さ', VOICE_SPEED_MIN, VOICE_SPEED_MAX, (n) => n.toFixed(1)),
  pitch: boundedNumber('声の高さ', VOICE_PITCH_MIN, VOICE_PITCH_MAX, (n) => n.toFixed(1)),
  intonation: boundedNumber('抑揚', VOICE_INTONATION_MIN, VOICE_INTONATION_MAX, (n) => n.toFixed(1)),
  volume: boundedNumber('音量', VOICE_VOLUME_MIN, VOICE_VOLUME_MAX, (n) => n.toFixed(1)),
};

const voiceFields = {
  enabled: switchSchema,
  engine: voiceEngineSchema,
  ...voiceScaleFields,
};

export const voiceSettingsSchema = z.object(voiceFields);
export type VoiceSettings = z.infer<typeof voiceSettingsSchema>;

export const voiceSettingsRequestSchema = voiceSettingsSchema;
export type VoiceSettingsRequest = z.input<typeof voiceSettingsRequestSchema>;

export const voiceSettingsResponseSchema = voiceSettingsSchema.extend({ updated_at: timestampSchema.nullable() });
export type VoiceSettingsResponse = z.infer<typeof voiceSettingsResponseSchema>;

/** A fresh account speaks with the visitor's browser voice, at its natural pace and pitch. */
export const VOICE_SETTINGS_DEFAULTS: VoiceSettings = {
  enabled: true,
  engine: { type: 'browser', voice_name: null, lang: 'ja-JP' },
  speed: 1,
  pitch: 0,
  intonation: 1,
  volume: 1,
};

/** What the engine starts from when the owner first picks VOICEVOX (3: ずんだもん ノーマル in VOICEVOX's own list). */
export const VOICEVOX_ENGINE_DRAFT: VoicevoxEngine = {
  type: 'voicevox',
  engine_url: VOICEVOX_URL_EXAMPLE,
  speaker_id: 3,
  speaker_name: 'ずんだもん',
  style_name: 'ノーマル',
};
