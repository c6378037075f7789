import { z } from 'zod';

/** SPEC §3 and §9: page sizes 50 / 100 / 500, default 50; newest first by created_at. */
export const PAGE_SIZES = [50, 100, 500] as const;
export const SORT_BY = ['created_at', 'updated_at'] as const;
export const SORT_ORDER = ['desc', 'asc'] as const;

/** Past any list an owner has (50 million rows at the smallest page size), and an exact integer in every database. */
export const PAGE_MAX = 1_000_000;
/** One message for every way a page number can miss but too small: not a number, a fraction, too large. */
const PAGE_ERROR = `ページ番号は1〜${PAGE_MAX.toLocaleString('en-US')}の整数で指定してください`;

export const listQuerySchema = z.object({
  page: z.coerce
    .number({ error: PAGE_ERROR })
    .int({ error: PAGE_ERROR })
    .min(1, { error: 'ページ番号は1以上で指定してください' })
    .max(PAGE_MAX, { error: PAGE_ERROR })
    .default(1),
  limit: z.coerce
    .number()
    .refine((n): n is (typeof PAGE_SIZES)[number] => (PAGE_SIZES as readonly number[]).includes(n), {
      error: '表示件数は50・100・500のいずれかを指定してください',
    })
    .default(50)
    // The refinement has no JSON Schema form: the OpenAPI document names the three sizes itself.
    .meta({ enum: [...PAGE_SIZES] }),
  // SPEC writes one sort key as "Updated_at"; accept that spelling and answer with the canonical one.
  sort_by: z
    .preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(SORT_BY, { error: '並び替えの項目が正しくありません' }))
    .default('created_at'),
  sort_order: z.enum(SORT_ORDER, { error: '並び順が正しくありません' }).default('desc'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const listResponseSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    data: z.array(item),
    total_records: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int(),
  });
export type ListResponse<T> = { data: T[]; total_records: number; page: number; limit: number };
