import { z } from 'zod';
import { idSchema, switchSchema, timestampSchema } from '../common/entity';
import { requiredLine } from '../common/text-field';

/**
 * GET / PUT /api/v1/emotion-states: the expressions the avatar can show, as one ordered list. The
 * agent runtime picks the emotion whose trigger words appear in an exchange (neutral when none do)
 * and the widget shows that emotion's image, or the built-in character's matching face.
 *
 * The five built-in emotions are always there, with fixed keys and names; owners add their own,
 * each with a stable key the console makes once (`custom_…`) so that renaming never breaks a link.
 */

export const BUILTIN_EMOTION_KEYS = ['neutral', 'joy', 'anger', 'sorrow', 'surprise'] as const;
export type BuiltinEmotionKey = (typeof BUILTIN_EMOTION_KEYS)[number];
export const BUILTIN_EMOTION_LABELS: Record<BuiltinEmotionKey, string> = {
  neutral: '通常',
  joy: '喜び',
  anger: '怒り',
  sorrow: '悲しみ',
  surprise: '驚き',
};

export const EMOTION_LABEL_MAX = 20;
export const TRIGGER_WORD_MAX = 30;
export const TRIGGER_WORDS_MAX = 50;
export const CUSTOM_EMOTIONS_MAX = 20;
export const EMOTION_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const CUSTOM_EMOTION_KEY_PREFIX = 'custom_';

export function isBuiltinEmotionKey(key: string): key is BuiltinEmotionKey {
  return (BUILTIN_EMOTION_KEYS as readonly string[]).includes(key);
}

/** A fresh key for an owner-added emotion: unguessable enough never to collide within one list. */
export function newCustomEmotionKey(random: () => number = Math.random): string {
  const suffix = Array.from({ length: 10 }, () => Math.floor(random() * 36).toString(36)).join('');
  return `${CUSTOM_EMOTION_KEY_PREFIX}${suffix}`;
}

/** How two trigger words compare: full-width and half-width, upper and lower case alike. */
export function triggerWordKey(word: string): string {
  return word.normalize('NFKC').trim().toLowerCase();
}

export const triggerWordSchema = requiredLine('トリガーワード', TRIGGER_WORD_MAX);

export const emotionStateSchema = z.object({
  key: z.string({ error: '感情のキーがありません' }).regex(EMOTION_KEY_PATTERN, {
    error: '感情のキーは半角英小文字で始まる、英小文字・数字・「_」の40文字以内にしてください',
  }),
  label: requiredLine('感情の名前', EMOTION_LABEL_MAX),
  /** The media library image of this expression; null draws the built-in character's face. */
  image_media_id: idSchema.nullable(),
  trigger_words: z
    .array(triggerWordSchema, { error: 'トリガーワードの形式が正しくありません' })
    .max(TRIGGER_WORDS_MAX, { error: `トリガーワードは${TRIGGER_WORDS_MAX}個までです` }),
  enabled: switchSchema,
});
export type EmotionState = z.infer<typeof emotionStateSchema>;

type EmotionInput = z.infer<typeof emotionStateSchema>;

function checkList(emotions: readonly EmotionInput[], ctx: z.RefinementCtx): void {
  const seenKeys = new Set<string>();
  const seenLabels = new Set<string>();
  emotions.forEach((emotion, index) => {
    if (seenKeys.has(emotion.key)) {
      ctx.addIssue({ code: 'custom', path: ['emotions', index, 'key'], message: '同じキーの感情がすでにあります' });
    }
    seenKeys.add(emotion.key);
    if (isBuiltinEmotionKey(emotion.key)) {
      if (emotion.label !== BUILTIN_EMOTION_LABELS[emotion.key]) {
        ctx.addIssue({ code: 'custom', path: ['emotions', index, 'label'], message: '基本の感情の名前は変更できません' });
      }
    } else if (seenLabels.has(emotion.label)) {
      ctx.addIssue({ code: 'custom', path: ['emotions', index, 'label'], message: `「${emotion.label}」という名前の感情がすでにあります` });
    }
    seenLabels.add(emotion.label);
    if (emotion.key === 'neutral' && !emotion.enabled) {
      ctx.addIssue({ code: 'custom', path: ['emotions', index, 'enabled'], message: '通常の表情はオフにできません' });
    }
    const seenWords = new Set<string>();
    emotion.trigger_words.forEach((word, wordIndex) => {
      const key = triggerWordKey(word);
      if (seenWords.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['emotions', index, 'trigger_words', wordIndex], message: `「${word}」はすでに追加されています` });
      }
      seenWords.add(key);
    });
  });
  const missing = BUILTIN_EMOTION_KEYS.filter((key) => !seenKeys.has(key));
  if (missing.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['emotions'],
      message: `基本の感情（${missing.map((k) => BUILTIN_EMOTION_LABELS[k]).join('・')}）は削除できません`,
    });
  }
  const custom = emotions.filter((e) => !isBuiltinEmotionKey(e.key)).length;
  if (custom > CUSTOM_EMOTIONS_MAX) {
    ctx.addIssue({ code: 'custom', path: ['emotions'], message: `追加できる感情は${CUSTOM_EMOTIONS_MAX}個までです` });
  }
}

const emotionListSchema = z.array(emotionStateSchema, { error: '感情の一覧の形式が正しくありません' });

export const emotionStatesRequestSchema = z
  .object({ emotions: emotionListSchema })
  .superRefine((value, ctx) => checkList(value.emotions, ctx));
export type EmotionStatesRequest = z.input<typeof emotionStatesRequestSchema>;
export type EmotionStates = z.infer<typeof emotionStatesRequestSchema>;

export const emotionStatesResponseSchema = z.object({ emotions: emotionListSchema, updated_at: timestampSchema.nullable() });
export type EmotionStatesResponse = z.infer<typeof emotionStatesResponseSchema>;

const DEFAULT_TRIGGER_WORDS: Record<BuiltinEmotionKey, string[]> = {
  neutral: [],
  joy: ['ありがとう', 'うれしい', '助かりました', '楽しい', 'よかった'],
  anger: ['ひどい', '許せない', 'ふざけるな'],
  sorrow: ['残念', '悲しい', 'つらい', '申し訳'],
  surprise: ['えっ', '本当に', 'びっくり', 'すごい'],
};

export const EMOTION_STATES_DEFAULTS: EmotionStates = {
  emotions: BUILTIN_EMOTION_KEYS.map((key) => ({
    key,
    label: BUILTIN_EMOTION_LABELS[key],
    image_media_id: null,
    trigger_words: DEFAULT_TRIGGER_WORDS[key],
    enabled: true,
  })),
};
