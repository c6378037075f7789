import { z } from 'zod';
import { idSchema } from '../common/entity';

/**
 * GET /api/v1/chat-test/messages/:messageId/trace (owner): how one answer was made, for the side
 * panel of /chatui. Only the owner's own agent's messages; another's id is 404.
 */

export const ANSWER_ENGINES = [
  'forbidden_word',
  'quick_reply',
  'fixed_message',
  'business_hours',
  'form_trigger',
  'knowledge_qa',
  'knowledge_passages',
  'knowledge_candidates',
  'fallback',
  'llm',
  'llm_error',
  /** The API stopped while the answer was being written (WIDGET_ERROR_MESSAGES.answerInterrupted was stored and sent). */
  'interrupted',
] as const;
export type AnswerEngine = (typeof ANSWER_ENGINES)[number];

export const ANSWER_ENGINE_LABELS: Record<AnswerEngine, string> = {
  forbidden_word: '禁止ワード',
  quick_reply: 'クイックリプライ',
  fixed_message: '固定メッセージ',
  business_hours: '営業時間外',
  form_trigger: 'フォーム',
  knowledge_qa: 'ナレッジ（Q&A）',
  knowledge_passages: 'ナレッジ（文書）',
  knowledge_candidates: 'ナレッジ（候補を提示）',
  fallback: '回答が見つからないとき',
  llm: 'AI（LLM）',
  llm_error: 'AI（LLM）のエラー',
  interrupted: '回答の中断',
};

export const tracePassageSchema = z.object({
  item_id: idSchema.nullable(),
  title: z.string(),
  heading: z.string().nullable(),
  text: z.string(),
  /** BM25 (0: found by meaning only). */
  score: z.number(),
  /** Cosine similarity to the question, where retrieval by meaning ran and held the passage. */
  similarity: z.number().optional(),
});
export type TracePassage = z.infer<typeof tracePassageSchema>;

export const messageTraceSchema = z.object({
  message_id: idSchema,
  engine: z.enum(ANSWER_ENGINES),
  /** Which setting fired, in Japanese (e.g. 固定メッセージ「回答が見つからないとき」). */
  rule: z.string(),
  passages: z.array(tracePassageSchema),
  emotion: z.string().nullable(),
  timing: z.object({
    total_ms: z.number(),
    retrieval_ms: z.number().nullable(),
    first_token_ms: z.number().nullable(),
  }),
  /** provider/model for LLM answers; null otherwise. */
  model: z.string().nullable(),
});
export type MessageTrace = z.infer<typeof messageTraceSchema>;

export const CHAT_TEST_API_PATHS = {
  messageTrace: (messageId: string) => `chat-test/messages/${encodeURIComponent(messageId)}/trace`,
} as const;
