import { z } from 'zod';
import { idSchema } from '../common/entity';

/**
 * POST …/forms/:formId/answers → 201 `{ thank_you_message }`, or 400 `{ code, message, fields }`
 * with a Japanese message per field key (`values.<key>`), checked with buildAnswerSchema.
 */
export const widgetFormAnswerRequestSchema = z.object({
  conversation_id: idSchema,
  values: z.record(z.string(), z.unknown(), { error: '回答の形式が正しくありません' }),
});
export type WidgetFormAnswerRequest = z.infer<typeof widgetFormAnswerRequestSchema>;

export const widgetFormAnswerResponseSchema = z.object({ thank_you_message: z.string() });
export type WidgetFormAnswerResponse = z.infer<typeof widgetFormAnswerResponseSchema>;
