import { z } from 'zod';

/**
 * Bulk import of list entries (forbidden words, forbidden URLs). `import` takes rows the console
 * made from pasted text, keeping each row's line number; `import/file` takes the CSV or text file
 * itself (UTF-8 with or without BOM, or Shift_JIS) and the API makes the rows the same way. Either
 * way every row is checked on its own and answered per line instead of refusing the batch.
 * Request rows are therefore loosely typed; the entry schema judges each one.
 */

export const IMPORT_ROWS_MAX = 5000;
/** Longer than any valid value; only keeps a malformed file from filling the request. */
export const IMPORT_CELL_MAX = 4000;

const cell = z.string().max(IMPORT_CELL_MAX, { error: `1つのセルは${IMPORT_CELL_MAX}文字以内にしてください` });

/** `value` is the word or URL pattern, `note` the optional second column. */
export const importRowSchema = z.object({
  line: z.number().int().min(1),
  value: cell,
  note: cell.optional(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const bulkImportRequestSchema = z.object({
  rows: z
    .array(importRowSchema, { error: '取り込む行がありません' })
    .min(1, { error: '取り込む行がありません' })
    .max(IMPORT_ROWS_MAX, { error: `一度に取り込めるのは${IMPORT_ROWS_MAX}行までです。ファイルを分けてください` }),
});
export type BulkImportRequest = z.infer<typeof bulkImportRequestSchema>;

/** Duplicates (of stored entries or of earlier rows) are skipped, not errors: importing twice is harmless. */
export const bulkImportResultSchema = z.object({
  added: z.number().int().min(0),
  skipped_duplicates: z.number().int().min(0),
  errors: z.array(z.object({ line: z.number().int().min(1), message: z.string() })),
});
export type BulkImportResult = z.infer<typeof bulkImportResultSchema>;
