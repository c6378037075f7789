import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from '../../common/list-query';
import { idSchema, timestampSchema } from '../../common/entity';
import { httpUrlSchema } from '../../common/http-url';
import { urlPatternSchema } from '../fields/url-pattern';
import { listSearchSchema } from '../../common/list-search';
import { entryNoteSchema } from './entry';

/**
 * /api/v1/forbidden-urls. The output guard keeps answers from linking to a URL that
 * matches one of these patterns (fields/url-pattern.ts says how `*` matches).
 */

export const forbiddenUrlPatternSchema = urlPatternSchema('禁止URL');

export const forbiddenUrlSchema = z.object({
  id: idSchema,
  pattern: z.string(),
  note: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type ForbiddenUrl = z.infer<typeof forbiddenUrlSchema>;

/** POST creates, PUT /:id replaces. */
export const forbiddenUrlCreateRequestSchema = z.object({
  pattern: forbiddenUrlPatternSchema,
  note: entryNoteSchema.default(''),
});
export type ForbiddenUrlCreateRequest = z.input<typeof forbiddenUrlCreateRequestSchema>;
export const forbiddenUrlUpdateRequestSchema = forbiddenUrlCreateRequestSchema;
export type ForbiddenUrlUpdateRequest = z.input<typeof forbiddenUrlUpdateRequestSchema>;

/** GET: the shared list query, plus `q` searching patterns and notes. */
export const forbiddenUrlListQuerySchema = listQuerySchema.extend({ q: listSearchSchema });
export type ForbiddenUrlListQuery = z.infer<typeof forbiddenUrlListQuerySchema>;
export const forbiddenUrlListResponseSchema = listResponseSchema(forbiddenUrlSchema);
export type ForbiddenUrlListResponse = z.infer<typeof forbiddenUrlListResponseSchema>;

/** POST /try: is this URL caught? The response is tryItResponseSchema (try-it.ts). */
export const forbiddenUrlTryRequestSchema = z.object({
  url: httpUrlSchema('試すURL', 'https://example.com/private/page'),
});
export type ForbiddenUrlTryRequest = z.infer<typeof forbiddenUrlTryRequestSchema>;
