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
  /**
   * Other recent 未回答の質問 (the last 30 days) the runtime now answers with this Q&A: the effect of
   * one teach. They leave 未回答の質問 as taught (ほかの質問で教えたQ&A). Absent from an older API.
   */
  also_answers: z.array(z.object({ text: z.string(), count: z.number().int().min(0) })).default([]),
});
export type TeachKnowledgeResponse = z.infer<typeof teachKnowledgeResponseSchema>;

/**
 * POST /api/v1/knowledge-items/teach-check: before a new Q&A is made for a question, the Q&A that
 * already holds it (its question or a 言い換え, compared as 分析 groups questions) or already answers
 * it (the runtime's own answer is that Q&A's). The dialog offers 言い換えとして追加 or editing it
 * instead; POST teach refuses such a new Q&A with 409.
 */
export const teachCheckRequestSchema = z.object({ question: qaQuestionSchema });
export type TeachCheckRequest = z.input<typeof teachCheckRequestSchema>;
export const TEACH_DUPLICATE_REASONS = ['same_question', 'answered'] as const;
export type TeachDuplicateReason = (typeof TEACH_DUPLICATE_REASONS)[number];
export const teachCheckResponseSchema = z.object({
  duplicate: z
    .object({
      item_id: idSchema,
      /** The Q&A's question (its title). */
      title: z.string(),
      reason: z.enum(TEACH_DUPLICATE_REASONS),
    })
    .nullable(),
});
export type TeachCheckResponse = z.infer<typeof teachCheckResponseSchema>;

/** What the dialog and the API's 409 say of a duplicate. */
export const TEACH_DUPLICATE_MESSAGES: Record<TeachDuplicateReason, (title: string) => string> = {
  same_question: (title) => `この質問はQ&A「${title}」にすでに登録されています。新しいQ&Aを作ると同じ質問に2つの答えができてしまうため、そのQ&Aを編集してください。`,
  answered: (title) => `この質問には、いまQ&A「${title}」の回答で答えています。言い換えとして追加するか、そのQ&Aの回答を編集してください。`,
};
