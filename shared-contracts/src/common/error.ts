import { z } from 'zod';

/** Every API error has this shape; `message` is Japanese and tells a person what to do next. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** Field-level messages for validation errors, keyed by the request field's path. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
