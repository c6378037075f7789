import { z } from 'zod';
import { httpUrlSchema } from '../common/http-url';
import { requiredLine } from '../common/text-field';
import { VOICEVOX_URL_EXAMPLE, voiceScaleFields, voicevoxEngineSchema } from './voice-settings';

/**
 * GET /api/v1/voice-settings/voicevox-speakers?engine_url=…: the speakers of the owner's VOICEVOX
 * engine (its GET /speakers), with the talk styles only (singing styles cannot read text).
 */
export const voicevoxSpeakersQuerySchema = z.object({
  engine_url: httpUrlSchema('エンジンのURL', VOICEVOX_URL_EXAMPLE),
});
export type VoicevoxSpeakersQuery = z.input<typeof voicevoxSpeakersQuerySchema>;

export const voicevoxStyleSchema = z.object({ id: z.number().int(), name: z.string() });
export type VoicevoxStyle = z.infer<typeof voicevoxStyleSchema>;

export const voicevoxSpeakerSchema = z.object({
  name: z.string(),
  speaker_uuid: z.string(),
  styles: z.array(voicevoxStyleSchema),
});
export type VoicevoxSpeaker = z.infer<typeof voicevoxSpeakerSchema>;

export const voicevoxSpeakersResponseSchema = z.object({ speakers: z.array(voicevoxSpeakerSchema) });
export type VoicevoxSpeakersResponse = z.infer<typeof voicevoxSpeakersResponseSchema>;

export const VOICE_PREVIEW_TEXT_MAX = 100;
/** What 試聴 says unless the owner writes something else. */
export const VOICE_PREVIEW_SAMPLE = 'こんにちは。ご質問があれば、お気軽に話しかけてくださいね。';

/**
 * POST /api/v1/voice-settings/voicevox-preview: the sample sentence read by the engine with the
 * settings on screen (saved or not). Answers audio/wav, or a Japanese error message.
 */
export const voicevoxPreviewRequestSchema = z.object({
  text: requiredLine('試聴する文章', VOICE_PREVIEW_TEXT_MAX),
  settings: z.object({ engine: voicevoxEngineSchema, ...voiceScaleFields }),
});
export type VoicevoxPreviewRequest = z.input<typeof voicevoxPreviewRequestSchema>;
