import { z } from 'zod';

export const PLANS = ['standard'] as const;

/** GET /api/v1/me: the signed-in owner. SPEC's "session user" is the `name` field. */
export const meResponseSchema = z.object({
  name: z.string(),
  email: z.string(),
  agent_id: z.string(),
  plan: z.enum(PLANS),
  /**
   * The owner's clock (an IANA name): the business hours' time zone, Asia/Tokyo until the owner
   * picks another. The API counts 今日 and the history's days on it; the console prints every time in it.
   */
  time_zone: z.string(),
});
export type Me = z.infer<typeof meResponseSchema>;
