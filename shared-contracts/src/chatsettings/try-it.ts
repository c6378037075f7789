import { z } from 'zod';
import { idSchema } from '../common/entity';

/** The "try it" box: whether a sample is caught, and by which entry. */
export const tryItResponseSchema = z.object({
  caught: z.boolean(),
  entry: z.object({ id: idSchema, value: z.string() }).optional(),
});
export type TryItResponse = z.infer<typeof tryItResponseSchema>;
