import { z } from 'zod';
import { extensibleEnum } from '../common/extensible-enum';
import { idSchema, timestampSchema } from '../common/entity';
import { ANSWER_ENGINES } from '../widget/trace';
import { FEEDBACK_VALUES, WIDGET_MESSAGE_ROLES } from '../widget/message';
import { conversationSummarySchema } from './conversation-list';
import { TAUGHT_HOWS } from '../analytics/question-outcomes';

/**
 * GET /api/v1/conversations/:id: the conversation as the visitor saw it, and for each answer how it
 * was made (the trace of /chatui). Text is text: the console never renders it as HTML.
 */

export const transcriptSourceSchema = z.object({
  item_id: idSchema.nullable(),
  title: z.string(),
  heading: z.string().nullable(),
  text: z.string(),
  score: z.number(),
  /** Cosine similarity to the question, where retrieval by meaning ran and held the passage. */
  similarity: z.number().optional(),
  /** Named to the visitor as a source. */
  cited: z.boolean(),
});
export type TranscriptSource = z.infer<typeof transcriptSourceSchema>;

/** The form an answer offered, and the visitor's answer to it in this conversation, if they sent one. */
export const transcriptFormSchema = z.object({
  id: idSchema,
  version: z.number().int().min(1),
  /** '' when the form has since been deleted. */
  title: z.string(),
  answer_id: idSchema.nullable(),
});
export type TranscriptForm = z.infer<typeof transcriptFormSchema>;

export const transcriptMessageSchema = z.object({
  id: idSchema,
  role: z.enum(WIDGET_MESSAGE_ROLES),
  text: z.string(),
  created_at: timestampSchema,
  emotion: z.string().nullable(),
  /** null for visitor messages. */
  engine: extensibleEnum(ANSWER_ENGINES).nullable(),
  rule: z.string().nullable(),
  sources: z.array(transcriptSourceSchema),
  quick_replies: z.array(z.object({ id: idSchema, label: z.string() })),
  /** The Q&A questions an unsure answer offered (もしかして…), as the widget showed them as buttons. */
  candidates: z.array(z.object({ item_id: idSchema, question: z.string() })),
  form: transcriptFormSchema.nullable(),
  links: z.array(z.object({ url: z.string(), title: z.string() })),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  model: z.string().nullable(),
  timing: z
    .object({ total_ms: z.number(), retrieval_ms: z.number().nullable(), first_token_ms: z.number().nullable() })
    .nullable(),
  feedback: z.enum(FEEDBACK_VALUES).nullable(),
  /** A visitor question whose answer was the fallback, もしかして… or got 👎: it can be taught (ナレッジに追加). */
  teachable: z.boolean(),
  /** The owner taught this question (ナレッジに追加): the item, how and when. Absent from an older API. */
  taught: z
    .object({ item_id: idSchema, item_title: z.string(), how: extensibleEnum(TAUGHT_HOWS), taught_at: timestampSchema })
    .nullable()
    .default(null),
});
export type TranscriptMessage = z.infer<typeof transcriptMessageSchema>;

export const conversationTranscriptSchema = z.object({
  conversation: conversationSummarySchema,
  /** When this browser first opened the widget. */
  visitor_first_seen_at: timestampSchema,
  messages: z.array(transcriptMessageSchema),
});
export type ConversationTranscript = z.infer<typeof conversationTranscriptSchema>;

export const TRANSCRIPT_ROLE_LABELS = { visitor: '訪問者', agent: 'エージェント' } as const;
