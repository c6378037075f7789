import { z } from 'zod';
import { FEEDBACK_VALUES } from './message';

/** PUT …/messages/:messageId/feedback → 204. null takes the visitor's thumbs back. */
export const feedbackRequestSchema = z.object({
  value: z.enum(FEEDBACK_VALUES, { error: '評価は up か down、取り消すときは null を送ってください' }).nullable(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
