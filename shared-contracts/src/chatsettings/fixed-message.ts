import { z } from 'zod';
import { BUSINESS_HOURS_DEFAULTS, businessHoursSchema } from './business-hours';
import { timestampSchema } from '../common/entity';
import { libraryImageIdSchema } from './fields/library-image';
import { messageBodySchema } from './message-variables';

/** GET / PUT /api/v1/fixed-messages: what the agent says verbatim, and when it is open. */

export const FIXED_MESSAGE_MAX = 1000;

export const FIXED_MESSAGE_KINDS = ['greeting', 'fallback', 'forbidden_refusal', 'error', 'outside_hours'] as const;
export type FixedMessageKind = (typeof FIXED_MESSAGE_KINDS)[number];

export const FIXED_MESSAGE_KIND_LABELS: Record<FixedMessageKind, string> = {
  greeting: 'あいさつ',
  fallback: '回答が見つからないとき',
  forbidden_refusal: '禁止ワードを含むとき',
  error: 'エラーが起きたとき',
  outside_hours: '営業時間外',
};

/** When each message is used, for the form's helper texts. */
export const FIXED_MESSAGE_KIND_DESCRIPTIONS: Record<FixedMessageKind, string> = {
  greeting: 'チャットを開いたときに最初に表示します。',
  fallback: 'ナレッジに答えが見つからなかったときに返します。',
  forbidden_refusal: '訪問者のメッセージに禁止ワードが含まれていたときに返します。',
  error: '回答の作成に失敗したときに返します。',
  outside_hours: '営業時間を設定している場合、営業時間外のメッセージに返します。',
};

const messagesShape = Object.fromEntries(
  FIXED_MESSAGE_KINDS.map((kind) => [kind, messageBodySchema(FIXED_MESSAGE_KIND_LABELS[kind] + 'のメッセージ', FIXED_MESSAGE_MAX)]),
) as Record<FixedMessageKind, ReturnType<typeof messageBodySchema>>;

/**
 * The messages that may carry a picture: the greeting (the widget shows it from its configuration,
 * before any answer) and those that answer a visitor's message.
 */
export const FIXED_MESSAGE_IMAGE_KINDS = ['greeting', 'fallback', 'forbidden_refusal', 'error', 'outside_hours'] as const satisfies readonly FixedMessageKind[];
export type FixedMessageImageKind = (typeof FIXED_MESSAGE_IMAGE_KINDS)[number];

const imagesShape = Object.fromEntries(FIXED_MESSAGE_IMAGE_KINDS.map((kind) => [kind, libraryImageIdSchema])) as Record<
  FixedMessageImageKind,
  typeof libraryImageIdSchema
>;

/** No pictures: what documents saved before messages could have one mean. */
export const FIXED_MESSAGE_IMAGES_NONE: Record<FixedMessageImageKind, string | null> = {
  greeting: null,
  fallback: null,
  forbidden_refusal: null,
  error: null,
  outside_hours: null,
};

export const fixedMessagesSchema = z.object({
  messages: z.object(messagesShape),
  /** Per message, a picture from the owner's media library shown with it (null: text only). */
  images: z.object(imagesShape).default(FIXED_MESSAGE_IMAGES_NONE),
  business_hours: businessHoursSchema,
});
export type FixedMessages = z.infer<typeof fixedMessagesSchema>;

export const fixedMessagesRequestSchema = fixedMessagesSchema;
export type FixedMessagesRequest = z.input<typeof fixedMessagesRequestSchema>;

/** `updated_at` is null until the owner first saves; until then the API answers the defaults. */
export const fixedMessagesResponseSchema = fixedMessagesSchema.extend({
  updated_at: timestampSchema.nullable(),
});
export type FixedMessagesResponse = z.infer<typeof fixedMessagesResponseSchema>;

export const FIXED_MESSAGES_DEFAULTS: FixedMessages = {
  messages: {
    greeting: 'こんにちは、{agent_name}です。ご質問をどうぞ。',
    fallback:
      '申し訳ありません。その質問にお答えできる情報が見つかりませんでした。別の言葉で質問していただくか、お問い合わせフォームをご利用ください。',
    forbidden_refusal: '申し訳ありませんが、その内容にはお答えできません。',
    error: '申し訳ありません。ただいま回答できません。しばらくしてからもう一度お試しください。',
    outside_hours: 'ただいま営業時間外です。営業時間内にあらためてお問い合わせください。',
  },
  images: FIXED_MESSAGE_IMAGES_NONE,
  business_hours: BUSINESS_HOURS_DEFAULTS,
};
