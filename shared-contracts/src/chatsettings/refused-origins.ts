import { z } from 'zod';
import { timestampSchema } from '../common/entity';
import { originSchema } from './fields/origin';

/**
 * GET /api/v1/url-settings/refused-origins: the sites that put the owner's snippet on a page while
 * 許可したサイトでだけ表示する was on and were not on the list (リンク設定's 最近拒否されたサイト), so a
 * site the owner forgot to add is seen, and added with one press. The API keeps the most recently
 * refused ones only: a snippet copied to many sites cannot grow the list without end.
 */

/** How many refused sites the API keeps per agent: the most recently seen. */
export const REFUSED_ORIGINS_MAX = 20;

export const refusedOriginSchema = z.object({
  /** The page's origin (`location.origin`), canonical as the allowed list stores it. */
  origin: originSchema,
  /** The last time a page of this site was refused. */
  last_seen_at: timestampSchema,
  /** How many times it was refused since it was first recorded (a burst from one site counts in part: at most REFUSALS_COUNTED_PER_MINUTE a minute). */
  count: z.number().int().min(1),
});
export type RefusedOrigin = z.infer<typeof refusedOriginSchema>;

/** Most recently refused first; an origin that is allowed now is never listed. */
export const refusedOriginsResponseSchema = z.object({
  data: z.array(refusedOriginSchema).max(REFUSED_ORIGINS_MAX),
});
export type RefusedOriginsResponse = z.infer<typeof refusedOriginsResponseSchema>;

/** Refusals of one site counted per minute at most; more in the same minute are not recorded (see count). */
export const REFUSALS_COUNTED_PER_MINUTE = 30;
