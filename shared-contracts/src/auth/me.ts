import { z } from 'zod';

export const PLANS = ['standard'] as const;

/** GET /api/v1/me: the signed-in owner. SPEC's "session user" is the `name` field. */
export const meResponseSchema = z.object({
  name: z.string(),
  email: z.string(),
  agent_id: z.string(),
  plan: z.enum(PLANS),
});
export type Me = z.infer<typeof meResponseSchema>;
