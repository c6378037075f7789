import { z } from 'zod';
import { idSchema } from '../common/entity';
import { qaAnswerSchema, qaQuestionSchema } from '../knowledge/knowledge-item';

/**
 * POST /api/v1/knowledge-items/teach: the one way the console teaches the agent a question it missed
 * (from 会話履歴, 分析 and the dashboard alike). Either a new Q&A with this question, or the question
 * as a new phrasing (言い換え) of an existing Q&A. The answer says whether the agent now answers the
 * question with that Q&A, once it is re-indexed.
 */
export const TEACH_MODES = ['new_qa', 'add_phrasing'] as const;
export type TeachMode = (typeof TEACH_MODES)[number];
export const TEACH_MODE_LABELS: Record<TeachMode, string> = {
  new_qa: '新しいQ&Aを作る',
  add_phrasing: '既存のQ&Aに言い換えとして追加',
};

export const teachKnowledgeRequestSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('new_qa'),
      question: qaQuestionSchema,
      answer: qaAnswerSchema,
      /** The visitor message taught, so the conversation can show it was. */
      message_id: idSchema.optional(),
    }),
    z.object({
      mode: z.literal('add_phrasing'),
      question: qaQuestionSchema,
      item_id: idSchema,
      message_id: idSchema.optional(),
    }),
  ],
  { error: '追加のしかたを選んでください' },
);
export type TeachKnowledgeRequest = z.input<typeof teachKnowledgeRequestSchema>;

export const teachKnowledgeResponseSchema = z.object({
  item_id: idSchema,
  /** The question sent to the agent now gets this Q&A's answer. */
  answered: z.boolean(),
  /** What the agent would answer now (the Q&A's answer when answered). */
  answer_preview: z.string(),
});
export type TeachKnowledgeResponse = z.infer<typeof teachKnowledgeResponseSchema>;
