import { z } from 'zod';
import { isWithinChars } from '../common/text';

/** POST …/speech → audio/wav from the owner's VOICEVOX engine; 409 when the voice is the browser's. */
export const SPEECH_TEXT_MAX = 500;

export const speechRequestSchema = z.object({
  text: z
    .string({ error: '読み上げる文章がありません' })
    .trim()
    .min(1, { error: '読み上げる文章がありません', abort: true })
    .refine((s) => isWithinChars(s, SPEECH_TEXT_MAX), { error: `読み上げる文章は${SPEECH_TEXT_MAX}文字以内にしてください` }),
});
export type SpeechRequest = z.infer<typeof speechRequestSchema>;
