import { z } from 'zod';

/**
 * POST knowledge-items/qa-import: Q&A from a CSV (UTF-8 with or without BOM, or Shift_JIS), as
 * multipart field `file` or as the raw body. Columns: question, answer, alternatives (separated by
 * ｜ or line breaks within the cell), emotion (an emotion key, may be empty). A first row naming
 * the columns (質問,回答,言い換え,感情 as the export writes, or the English names) decides their
 * order; without one they are taken in that order. A row whose question equals a stored Q&A's
 * (after NFKC and kana folding) updates that Q&A; every row is checked on its own.
 * GET knowledge-items/qa-export writes the same columns, UTF-8 with BOM, formula-like cells escaped.
 */

export const QA_IMPORT_ROWS_MAX = 2000;
export const QA_CSV_HEADER = ['質問', '回答', '言い換え', '感情'] as const;

export const qaImportResultSchema = z.object({
  added: z.number().int().min(0),
  /** Stored Q&A with the same question whose answer, alternatives or emotion changed. */
  updated: z.number().int().min(0),
  errors: z.array(z.object({ line: z.number().int().min(1), message: z.string() })),
});
export type QaImportResult = z.infer<typeof qaImportResultSchema>;
