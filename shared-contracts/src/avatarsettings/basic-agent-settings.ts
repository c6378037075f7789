import { z } from 'zod';
import { timestampSchema } from '../common/entity';
import { optionalText, requiredLine } from '../common/text-field';
import { messageBodySchema } from '../chatsettings/message-variables';

/**
 * GET / PUT /api/v1/basic-agent-settings: who the agent is. The runtime fills {agent_name} with
 * `name`, speaks in `persona`'s tone and words, answers in `language`, and the avatar says
 * `greeting` when a visitor opens the chat (the first chat message itself is the fixed greeting of
 * the conversation settings).
 */

export const AGENT_NAME_MAX = 30;
export const AGENT_DESCRIPTION_MAX = 200;
export const FIRST_PERSON_MAX = 10;
export const VISITOR_ADDRESS_MAX = 20;
export const AGENT_GREETING_MAX = 200;

export const PERSONA_TONES = ['polite', 'friendly', 'casual'] as const;
export type PersonaTone = (typeof PERSONA_TONES)[number];
export const PERSONA_TONE_LABELS: Record<PersonaTone, string> = {
  polite: '丁寧',
  friendly: 'フレンドリー',
  casual: 'カジュアル',
};
export const PERSONA_TONE_EXAMPLES: Record<PersonaTone, string> = {
  polite: 'かしこまりました。営業時間は10時から18時まででございます。',
  friendly: 'はい、営業時間は10時から18時までですよ。',
  casual: 'うん、営業時間は10時から18時までだよ！',
};

/** The usual first-person words; anything else up to 10 characters is the owner's own. */
export const FIRST_PERSON_PRESETS = ['私', 'わたし', '僕'] as const;

/** `{visitor_name}` is filled with the visitor's name; the runtime says お客様 when it has none. */
export const VISITOR_NAME_VARIABLE = '{visitor_name}';
export const VISITOR_ADDRESS_PRESETS = ['お客様', `${VISITOR_NAME_VARIABLE}さん`] as const;
export const VISITOR_ADDRESS_FALLBACK = 'お客様';

export const AGENT_LANGUAGES = ['ja', 'en'] as const;
export type AgentLanguage = (typeof AGENT_LANGUAGES)[number];
export const AGENT_LANGUAGE_LABELS: Record<AgentLanguage, string> = { ja: '日本語', en: '英語' };

const visitorAddressSchema = requiredLine('訪問者の呼び方', VISITOR_ADDRESS_MAX).refine(
  (value) => value.replaceAll(VISITOR_NAME_VARIABLE, '').match(/\{[^{}]*\}/) === null,
  { error: `訪問者の呼び方で使える変数は ${VISITOR_NAME_VARIABLE} だけです` },
);

export const personaSchema = z.object({
  tone: z.enum(PERSONA_TONES, { error: '話し方を選んでください' }),
  first_person: requiredLine('一人称', FIRST_PERSON_MAX),
  visitor_address: visitorAddressSchema,
});
export type Persona = z.infer<typeof personaSchema>;

export const basicAgentSettingsSchema = z.object({
  name: requiredLine('エージェント名', AGENT_NAME_MAX),
  description: optionalText('説明', AGENT_DESCRIPTION_MAX),
  persona: personaSchema,
  language: z.enum(AGENT_LANGUAGES, { error: '言語を選んでください' }),
  greeting: messageBodySchema('あいさつ', AGENT_GREETING_MAX),
});
export type BasicAgentSettings = z.infer<typeof basicAgentSettingsSchema>;

export const basicAgentSettingsRequestSchema = basicAgentSettingsSchema;
export type BasicAgentSettingsRequest = z.input<typeof basicAgentSettingsRequestSchema>;

export const basicAgentSettingsResponseSchema = basicAgentSettingsSchema.extend({ updated_at: timestampSchema.nullable() });
export type BasicAgentSettingsResponse = z.infer<typeof basicAgentSettingsResponseSchema>;

export const BASIC_AGENT_SETTINGS_DEFAULTS: BasicAgentSettings = {
  name: 'AIアシスタント',
  description: '',
  persona: { tone: 'polite', first_person: '私', visitor_address: 'お客様' },
  language: 'ja',
  greeting: 'こんにちは、{agent_name}です。なんでも聞いてくださいね。',
};
