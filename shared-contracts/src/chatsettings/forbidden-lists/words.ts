import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from '../../common/list-query';
import { idSchema, timestampSchema } from '../../common/entity';
import { requiredLine } from '../../common/text-field';
import { listSearchSchema } from '../../common/list-search';
import { entryNoteSchema } from './entry';

/**
 * /api/v1/forbidden-words. A word matches visitor messages and agent answers after
 * both are NFKC-normalised and katakana is folded to hiragana, so ｶﾞｲﾄﾞ, ガイド and がいど are one
 * word; duplicates are judged the same way.
 */

export const FORBIDDEN_WORD_MAX = 100;
export const TRY_TEXT_MAX = 2000;

export const forbiddenWordValueSchema = requiredLine('禁止ワード', FORBIDDEN_WORD_MAX);

export const forbiddenWordSchema = z.object({
  id: idSchema,
  word: z.string(),
  note: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type ForbiddenWord = z.infer<typeof forbiddenWordSchema>;

/** POST creates, PUT /:id replaces. */
export const forbiddenWordCreateRequestSchema = z.object({
  word: forbiddenWordValueSchema,
  note: entryNoteSchema.default(''),
});
export type ForbiddenWordCreateRequest = z.input<typeof forbiddenWordCreateRequestSchema>;
export const forbiddenWordUpdateRequestSchema = forbiddenWordCreateRequestSchema;
export type ForbiddenWordUpdateRequest = z.input<typeof forbiddenWordUpdateRequestSchema>;

/** GET: the shared list query, plus `q` searching words and notes. */
export const forbiddenWordListQuerySchema = listQuerySchema.extend({ q: listSearchSchema });
export type ForbiddenWordListQuery = z.infer<typeof forbiddenWordListQuerySchema>;
export const forbiddenWordListResponseSchema = listResponseSchema(forbiddenWordSchema);
export type ForbiddenWordListResponse = z.infer<typeof forbiddenWordListResponseSchema>;

/** POST /try: is this text caught? The response is tryItResponseSchema (try-it.ts). */
export const forbiddenWordTryRequestSchema = z.object({
  text: z
    .string({ error: '試す文章を入力してください' })
    .trim()
    .min(1, { error: '試す文章を入力してください', abort: true })
    .max(TRY_TEXT_MAX, { error: `試す文章は${TRY_TEXT_MAX}文字以内で入力してください` }),
});
export type ForbiddenWordTryRequest = z.infer<typeof forbiddenWordTryRequestSchema>;
