import { z } from 'zod';
import { idSchema, switchSchema, timestampSchema } from '../common/entity';
import { httpUrlSchema } from '../common/http-url';
import { libraryImageIdSchema } from './fields/library-image';
import { requiredLine, requiredText } from '../common/text-field';

/**
 * /api/v1/quick-replies: buttons the widget offers to visitors. The widget shows the
 * enabled ones in sort_order where their placement says; the agent runtime carries out the action.
 */

export const QUICK_REPLY_LABEL_MAX = 20;
export const QUICK_REPLY_TEXT_MAX = 200;
export const QUICK_REPLY_MESSAGE_MAX = 1000;
/** Enough for any sensible set; the widget shows them as a scrolling row. */
export const QUICK_REPLIES_MAX = 50;

export const QUICK_REPLY_ACTION_TYPES = ['send_text', 'fixed_reply', 'open_link', 'open_form'] as const;
export type QuickReplyActionType = (typeof QUICK_REPLY_ACTION_TYPES)[number];
export const QUICK_REPLY_ACTION_LABELS: Record<QuickReplyActionType, string> = {
  send_text: 'テキストを送信する',
  fixed_reply: '決まった返答を表示する',
  open_link: 'リンクを開く',
  open_form: 'フォームを開く',
};

export const quickReplyActionSchema = z.discriminatedUnion(
  'type',
  [
    /** Sends `text` as if the visitor had typed it; the agent answers it like any question. */
    z.object({ type: z.literal('send_text'), text: requiredText('送信するテキスト', QUICK_REPLY_TEXT_MAX) }),
    /**
     * Answers with `message` as written, without asking the answer engine, and the picture
     * `image_media_id` (one of the owner's media library images) when there is one.
     */
    z.object({
      type: z.literal('fixed_reply'),
      message: requiredText('返答メッセージ', QUICK_REPLY_MESSAGE_MAX),
      image_media_id: libraryImageIdSchema,
    }),
    /** Opens `url` in a new tab of the visitor's browser. */
    z.object({ type: z.literal('open_link'), url: httpUrlSchema('リンク先のURL', 'https://example.com/contact') }),
    /** Opens one of the owner's forms inside the chat. */
    z.object({ type: z.literal('open_form'), form_id: z.uuid({ error: '開くフォームを選んでください' }) }),
  ],
  { error: 'ボタンを押したときの動作を選んでください' },
);
export type QuickReplyAction = z.infer<typeof quickReplyActionSchema>;

export const QUICK_REPLY_PLACEMENTS = ['start', 'after_answer', 'both'] as const;
export type QuickReplyPlacement = (typeof QUICK_REPLY_PLACEMENTS)[number];
export const QUICK_REPLY_PLACEMENT_LABELS: Record<QuickReplyPlacement, string> = {
  start: '会話の開始時',
  after_answer: '回答の後',
  both: '会話の開始時と回答の後',
};

const placementSchema = z.enum(QUICK_REPLY_PLACEMENTS, { error: '表示するタイミングを選んでください' });

/** POST creates one at the end of the order; PUT /:id replaces one whole. */
export const quickReplyCreateRequestSchema = z.object({
  label: requiredLine('ボタンの表示名', QUICK_REPLY_LABEL_MAX),
  action: quickReplyActionSchema,
  placement: placementSchema.default('both'),
  enabled: switchSchema.default(true),
});
export type QuickReplyCreateRequest = z.input<typeof quickReplyCreateRequestSchema>;

export const quickReplyUpdateRequestSchema = quickReplyCreateRequestSchema;
export type QuickReplyUpdateRequest = z.input<typeof quickReplyUpdateRequestSchema>;

/**
 * PUT /order: every quick reply's id once, first shown first. The API refuses a list that is
 * not exactly the owner's current set, so a stale screen cannot drop or duplicate a button.
 */
export const quickReplyReorderRequestSchema = z.object({
  ids: z
    .array(idSchema, { error: '並び順を送ってください' })
    .max(QUICK_REPLIES_MAX, { error: `クイックリプライは${QUICK_REPLIES_MAX}件までです` })
    .refine((ids) => new Set(ids).size === ids.length, { error: '同じクイックリプライが2回含まれています' }),
});
export type QuickReplyReorderRequest = z.infer<typeof quickReplyReorderRequestSchema>;

export const quickReplySchema = z.object({
  id: idSchema,
  label: z.string(),
  action: quickReplyActionSchema,
  placement: placementSchema,
  enabled: z.boolean(),
  /** 0-based position in the owner's order. */
  sort_order: z.number().int().min(0),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type QuickReply = z.infer<typeof quickReplySchema>;

/** GET: the whole set in sort_order; it is short and ordered by hand, so it is not paged. */
export const quickReplyListResponseSchema = z.object({ data: z.array(quickReplySchema) });
export type QuickReplyListResponse = z.infer<typeof quickReplyListResponseSchema>;
