import { z } from 'zod';
import { idSchema, timestampSchema } from '../common/entity';

/**
 * One visitor's answer to a form, stored with the version of the form it was given against. Values
 * are keyed by field key: text, email, phone and date as strings (dates YYYY-MM-DD), numbers as
 * numbers, single choice and dropdown as the chosen option, multiple choice as the chosen options
 * in the form's order, consent as true or false; null where an optional field was left empty.
 */
export const formAnswerValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);
export type FormAnswerValue = z.infer<typeof formAnswerValueSchema>;

export const formAnswerValuesSchema = z.record(z.string(), formAnswerValueSchema);
export type FormAnswerValues = z.infer<typeof formAnswerValuesSchema>;

export const formAnswerSchema = z.object({
  id: idSchema,
  form_id: idSchema,
  form_version: z.number().int().min(1),
  values: formAnswerValuesSchema,
  /** Who answered, where known: a signed-in visitor's account, and the conversation the form was opened in. */
  visitor: z.object({ account_id: idSchema.nullable(), conversation_id: idSchema.nullable() }),
  created_at: timestampSchema,
});
export type FormAnswer = z.infer<typeof formAnswerSchema>;

/** What the widget sends: raw values by field key, checked with buildAnswerSchema against the form's current version. */
export const formAnswerRequestSchema = z.object({
  values: z.record(z.string(), z.unknown(), { error: '回答の形式が正しくありません' }),
});
export type FormAnswerRequest = z.infer<typeof formAnswerRequestSchema>;
