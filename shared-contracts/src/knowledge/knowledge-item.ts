import { z } from 'zod';
import { extensibleEnum } from '../common/extensible-enum';
import { EMOTION_KEY_PATTERN } from '../avatarsettings/emotion-states';
import { idSchema, timestampSchema } from '../common/entity';
import { httpUrlSchema } from '../common/http-url';
import { requiredLine, requiredText } from '../common/text-field';
import { listSearchSchema } from '../common/list-search';
import { listQuerySchema, listResponseSchema } from '../common/list-query';

/**
 * /api/v1/knowledge-items: what the agent answers from. Each item is split into passages along
 * Japanese sentence boundaries and indexed in the background; `status` tells where that stands.
 * While an item is (re)indexed, its last good passages keep answering, so a question asked during
 * the change is answered from the old passages or the new ones, never from none.
 */

export const KNOWLEDGE_ITEM_TYPES = ['article', 'qa', 'file', 'url'] as const;
export type KnowledgeItemType = (typeof KNOWLEDGE_ITEM_TYPES)[number];
export const KNOWLEDGE_ITEM_TYPE_LABELS: Record<KnowledgeItemType, string> = {
  article: '記事',
  qa: 'Q&A',
  file: 'ファイル',
  url: 'Webページ',
};

export const KNOWLEDGE_ITEM_STATUSES = ['processing', 'ready', 'error'] as const;
export type KnowledgeItemStatus = (typeof KNOWLEDGE_ITEM_STATUSES)[number];
export const KNOWLEDGE_ITEM_STATUS_LABELS: Record<KnowledgeItemStatus, string> = {
  processing: '処理中',
  ready: '完了',
  error: 'エラー',
};

export const KNOWLEDGE_TITLE_MAX = 200;
export const KNOWLEDGE_BODY_MAX = 200_000;
export const QA_QUESTION_MAX = 500;
export const QA_ALTERNATIVES_MAX = 20;
export const QA_ALTERNATIVE_MAX = 500;
export const QA_ANSWER_MAX = 5000;
export const KNOWLEDGE_URL_EXAMPLE = 'https://example.com/faq';

export const knowledgeTitleSchema = requiredLine('タイトル', KNOWLEDGE_TITLE_MAX);
export const articleBodySchema = requiredText('本文', KNOWLEDGE_BODY_MAX);
export const qaQuestionSchema = requiredLine('質問', QA_QUESTION_MAX);
export const qaAnswerSchema = requiredText('回答', QA_ANSWER_MAX);
export const qaAlternativeSchema = requiredLine('言い換え', QA_ALTERNATIVE_MAX);
export const knowledgeUrlSchema = httpUrlSchema('URL', KNOWLEDGE_URL_EXAMPLE);

/** Other ways visitors ask the same question; matched like the question itself. */
export const qaAlternativesSchema = z
  .array(qaAlternativeSchema, { error: '言い換えの形式が正しくありません' })
  .max(QA_ALTERNATIVES_MAX, { error: `言い換えは${QA_ALTERNATIVES_MAX}個までです` })
  .superRefine((alternatives, ctx) => {
    const seen = new Set<string>();
    alternatives.forEach((alternative, index) => {
      const key = alternative.normalize('NFKC').toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: `「${alternative}」はすでに入力されています` });
      seen.add(key);
    });
  });

/** The key of an emotion state (emotion-states of the avatar settings); null shows the usual face. */
export const qaEmotionSchema = z
  .string({ error: '表示する感情を選んでください' })
  .regex(EMOTION_KEY_PATTERN, { error: '表示する感情を選んでください' })
  .nullable();

const articleFields = { type: z.literal('article'), title: knowledgeTitleSchema, body: articleBodySchema };
const qaFields = {
  type: z.literal('qa'),
  question: qaQuestionSchema,
  alternatives: qaAlternativesSchema.default([]),
  answer: qaAnswerSchema,
  emotion: qaEmotionSchema.default(null),
};

const typeError = { error: 'ナレッジの種類を選んでください' };

/** POST knowledge-items: an article or a Q&A written in the console. Files and web pages have their own endpoints. */
export const knowledgeItemCreateRequestSchema = z.discriminatedUnion('type', [z.object(articleFields), z.object(qaFields)], typeError);
export type KnowledgeItemCreateRequest = z.input<typeof knowledgeItemCreateRequestSchema>;

/** POST knowledge-items/url: the server fetches the page and extracts its main text. */
export const knowledgeUrlCreateRequestSchema = z.object({ url: knowledgeUrlSchema });
export type KnowledgeUrlCreateRequest = z.infer<typeof knowledgeUrlCreateRequestSchema>;

/**
 * PUT knowledge-items/:id replaces what the owner can change of an item of the same type (a
 * different type answers 400): an article or a Q&A whole, a web page's URL (fetched again), a
 * file's title (a new file goes to PUT knowledge-items/:id/file). Every change re-indexes the item.
 */
export const knowledgeItemUpdateRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object(articleFields),
    z.object(qaFields),
    z.object({ type: z.literal('url'), url: knowledgeUrlSchema }),
    z.object({ type: z.literal('file'), title: knowledgeTitleSchema }),
  ],
  typeError,
);
export type KnowledgeItemUpdateRequest = z.input<typeof knowledgeItemUpdateRequestSchema>;

const itemBase = {
  id: idSchema,
  /** Article and file: as written; Q&A: the question; web page: the page's title once fetched, the URL until then. */
  title: z.string(),
  status: extensibleEnum(KNOWLEDGE_ITEM_STATUSES),
  /** Why indexing failed, in Japanese, when status is error. */
  error_reason: z.string().nullable(),
  /** 0–100 while status is processing, otherwise null. */
  progress: z.number().int().min(0).max(100).nullable(),
  /** Passages answering questions now: the last good index stays while a re-index runs or after one fails. */
  passage_count: z.number().int().min(0),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** When the passages answering now were made; null before the first indexing finished. */
  indexed_at: timestampSchema.nullable(),
};

export const knowledgeItemSchema = z.discriminatedUnion('type', [
  z.object({ ...itemBase, type: z.literal('article'), body: z.string() }),
  z.object({
    ...itemBase,
    type: z.literal('qa'),
    question: z.string(),
    alternatives: z.array(z.string()),
    answer: z.string(),
    emotion: z.string().nullable(),
  }),
  z.object({ ...itemBase, type: z.literal('file'), filename: z.string(), mime: z.string(), size: z.number().int().min(0) }),
  z.object({ ...itemBase, type: z.literal('url'), url: z.string() }),
]);
export type KnowledgeItem = z.infer<typeof knowledgeItemSchema>;

export const KNOWLEDGE_EXCERPT_MAX = 100;

/** A row of the list: the whole of an article would be too much to list. */
export const knowledgeItemSummarySchema = z.object({
  ...itemBase,
  type: z.enum(KNOWLEDGE_ITEM_TYPES),
  /** The start of an article's body or a Q&A's answer (at most 100 characters), a file's name, a page's URL. */
  excerpt: z.string(),
});
export type KnowledgeItemSummary = z.infer<typeof knowledgeItemSummarySchema>;

/**
 * GET knowledge-items: the shared list query, plus `q` (titles, Q&A questions and answers, file
 * names, URLs), `status` and `type` ('' for all).
 */
export const knowledgeItemListQuerySchema = listQuerySchema.extend({
  q: listSearchSchema,
  status: z.enum([...KNOWLEDGE_ITEM_STATUSES, ''], { error: '状態の指定が正しくありません' }).default(''),
  type: z.enum([...KNOWLEDGE_ITEM_TYPES, ''], { error: '種類の指定が正しくありません' }).default(''),
});
export type KnowledgeItemListQuery = z.infer<typeof knowledgeItemListQuerySchema>;
export const knowledgeItemListResponseSchema = listResponseSchema(knowledgeItemSummarySchema);
export type KnowledgeItemListResponse = z.infer<typeof knowledgeItemListResponseSchema>;
