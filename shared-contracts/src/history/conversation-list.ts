import { z } from 'zod';
import { idSchema, timestampSchema } from '../common/entity';
import { listQuerySchema } from '../common/list-query';
import { periodQueryFields, refinePeriod } from './period';
import { queryFlag } from './query-flag';
import { conversationKeywordSchema } from './keyword';
import { CONVERSATION_ACCOUNT_FILTERS, conversationVisitorSchema } from './visitor';

/**
 * GET /api/v1/conversations: every visitor conversation of the owner's agent (docs/architecture.md §9). The list
 * query of SPEC §3, plus filters that live in the console's URL under the same names. What a row
 * shows is kept on the conversation when each turn is written: a list never aggregates messages.
 */

export const CONVERSATION_RATING_FILTERS = ['', 'up', 'down'] as const;
export type ConversationRatingFilter = (typeof CONVERSATION_RATING_FILTERS)[number];
export const CONVERSATION_RATING_FILTER_LABELS: Record<ConversationRatingFilter, string> = {
  '': 'すべての評価',
  up: '👍 あり',
  down: '👎 あり',
};

export const CONVERSATION_REVIEW_FILTERS = ['', 'unreviewed', 'reviewed'] as const;
export type ConversationReviewFilter = (typeof CONVERSATION_REVIEW_FILTERS)[number];
export const CONVERSATION_REVIEW_FILTER_LABELS: Record<ConversationReviewFilter, string> = {
  '': 'すべての確認状態',
  unreviewed: '未確認',
  reviewed: '確認済み',
};

export const CONVERSATION_PAGE_URL_FILTER_MAX = 2000;

/** The filters alone: the list, prev/next and the export take the same ones. */
export const conversationFilterFields = {
    ...periodQueryFields,
    account: z.enum(CONVERSATION_ACCOUNT_FILTERS, { error: 'アカウントの絞り込みが正しくありません' }).default(''),
    unanswered: queryFlag('未回答あり'),
    rating: z.enum(CONVERSATION_RATING_FILTERS, { error: '評価の絞り込みが正しくありません' }).default(''),
    form_submitted: queryFlag('フォーム送信あり'),
    error: queryFlag('エラーあり'),
    review: z.enum(CONVERSATION_REVIEW_FILTERS, { error: '確認状態の絞り込みが正しくありません' }).default(''),
    /** Part of the page URL the conversation started on. */
    page_url: z
      .string()
      .trim()
      .max(CONVERSATION_PAGE_URL_FILTER_MAX, { error: `ページURLは${CONVERSATION_PAGE_URL_FILTER_MAX}文字以内で入力してください` })
      .default(''),
    q: conversationKeywordSchema,
    /** The owner's own test chats of /chatui are hidden unless asked for. */
    include_preview: queryFlag('テスト会話を含める'),
};
export const conversationFiltersSchema = z.object(conversationFilterFields).superRefine(refinePeriod);
export type ConversationFilters = z.infer<typeof conversationFiltersSchema>;

export const conversationListQuerySchema = z.object({ ...listQuerySchema.shape, ...conversationFilterFields }).superRefine(refinePeriod);
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;


export const conversationSummarySchema = z.object({
  id: idSchema,
  /** 開始日時. */
  created_at: timestampSchema,
  /** 最終メッセージ: the time of the last message. */
  updated_at: timestampSchema,
  visitor: conversationVisitorSchema,
  /** The visitor's first message ('' while there is none). */
  first_question: z.string(),
  message_count: z.number().int().min(0),
  /** Answers that were the fallback (nothing found). */
  unanswered_count: z.number().int().min(0),
  feedback_up_count: z.number().int().min(0),
  feedback_down_count: z.number().int().min(0),
  form_submitted: z.boolean(),
  /** An LLM call failed in this conversation. */
  has_error: z.boolean(),
  origin: z.string(),
  page_url: z.string().nullable(),
  /** An owner test chat from /chatui. */
  preview: z.boolean(),
  /** Made by the demo owner's sample history (サンプル; removed in one click). An older API sends none. */
  sample: z.boolean().default(false),
  /** When the owner marked it 確認済み; null while 未確認. */
  reviewed_at: timestampSchema.nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** Totals are exact up to this many; past it the list says 「10,000件以上」. */
export const CONVERSATION_COUNT_CAP = 10_000;

export const conversationListResponseSchema = z.object({
  data: z.array(conversationSummarySchema),
  total_records: z.number().int().min(0),
  /** true when total_records is the cap and there are more. */
  total_is_lower_bound: z.boolean(),
  page: z.number().int().min(1),
  limit: z.number().int(),
});
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;

/** GET conversations/:id/neighbours?<the list's query>: the rows before and after it in that list. */
export const conversationNeighboursSchema = z.object({
  previous_id: idSchema.nullable(),
  next_id: idSchema.nullable(),
});
export type ConversationNeighbours = z.infer<typeof conversationNeighboursSchema>;

/** PATCH conversations/:id */
export const conversationReviewRequestSchema = z.object({
  reviewed: z.boolean({ error: '確認状態を選んでください' }),
});
export type ConversationReviewRequest = z.infer<typeof conversationReviewRequestSchema>;

/** DELETE conversations/:id/visitor: personal data erasure of the visitor of that conversation. */
export const visitorErasureResponseSchema = z.object({
  deleted_conversations: z.number().int().min(0),
  deleted_form_answers: z.number().int().min(0),
  deleted_account: z.boolean(),
});
export type VisitorErasureResponse = z.infer<typeof visitorErasureResponseSchema>;
