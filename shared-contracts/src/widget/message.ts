import { z } from 'zod';
import { idSchema, timestampSchema } from '../common/entity';
import { formFieldSchema } from '../forms/form-field';

/** A form offered inside the chat: what the widget needs to draw it, nothing of its answers or triggers. */
export const widgetFormSchema = z.object({
  id: idSchema,
  /** Answers are checked against this version; a newer one makes the API answer with the new fields. */
  version: z.number().int().min(1),
  title: z.string(),
  description: z.string(),
  fields: z.array(formFieldSchema),
  submit_label: z.string(),
});
export type WidgetForm = z.infer<typeof widgetFormSchema>;

export const widgetQuickReplySchema = z.object({ id: idSchema, label: z.string() });
export type WidgetQuickReply = z.infer<typeof widgetQuickReplySchema>;

/**
 * A likely question the agent offers when it is not sure which Q&A the visitor means (もしかして…):
 * pressing it sends `candidate_item_id`, and the answer is that Q&A's.
 */
export const widgetCandidateSchema = z.object({ item_id: idSchema, question: z.string() });
export type WidgetCandidate = z.infer<typeof widgetCandidateSchema>;

export const WIDGET_MESSAGE_ROLES = ['visitor', 'agent'] as const;
export type WidgetMessageRole = (typeof WIDGET_MESSAGE_ROLES)[number];

export const FEEDBACK_VALUES = ['up', 'down'] as const;
export type FeedbackValue = (typeof FEEDBACK_VALUES)[number];

/**
 * One message of a conversation as the widget draws it. Text is always drawn as text, never HTML;
 * links are http(s) only. `sources` names the knowledge the answer came from (titles only: the
 * passages themselves stay with the owner's trace).
 */
export const widgetMessageSchema = z.object({
  id: idSchema,
  role: z.enum(WIDGET_MESSAGE_ROLES),
  text: z.string(),
  /** An emotion key of the owner's emotion states; null for visitor messages. */
  emotion: z.string().nullable(),
  quick_replies: z.array(widgetQuickReplySchema),
  /** The likely questions offered with an unsure answer (up to three); empty otherwise. */
  candidates: z.array(widgetCandidateSchema),
  form: widgetFormSchema.nullable(),
  links: z.array(z.object({ url: z.string(), title: z.string() })),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  sources: z.array(z.object({ title: z.string() })),
  feedback: z.enum(FEEDBACK_VALUES).nullable(),
  /**
   * Whether the visitor can give it 👍/👎: an answer the agent gave. Not a visitor's own message, nor
   * the 中断 message shown in place of an answer never written (there is no answer to judge).
   */
  rateable: z.boolean(),
  created_at: timestampSchema,
});
export type WidgetMessage = z.infer<typeof widgetMessageSchema>;
