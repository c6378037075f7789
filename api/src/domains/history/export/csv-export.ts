import { encode as encodeIconv } from 'iconv-lite';
import type { ExportEncoding } from 'shared-contracts';
import { CSV_BOM, csvRecord } from '#src/lib/csv/index';
import { withWindows31jVariants } from './shift-jis-variants';

/** The history's CSV downloads (会話履歴, フォーム回答履歴), by encoding. */
export const CSV_CONTENT_TYPES: Record<ExportEncoding, string> = { 'utf-8': 'text/csv; charset=utf-8', shift_jis: 'text/csv; charset=Shift_JIS' };

/**
 * Text to bytes: UTF-8, or Shift_JIS as Excel in Japan reads it (Windows-31J: ①, ㈱ and ～ included),
 * where a character it holds under another code point is written as that one (〜 as ～), and
 * characters it cannot hold at all, emoji among them, become 「?」 (the ratings never reach here as
 * emoji: EXPORT_FEEDBACK_LABELS).
 */
export function encodeCsv(text: string, encoding: ExportEncoding): Buffer {
  return encoding === 'shift_jis' ? encodeIconv(withWindows31jVariants(text), 'Shift_JIS') : Buffer.from(text, 'utf8');
}

/**
 * A history export as chunks of bytes: the header (after a BOM in UTF-8), then one chunk per batch,
 * each item of it as `recordsOf` writes it (csvRecord lines, CRLF ended). Pulled one chunk at a time,
 * so the reader's pace sets the database's.
 */
export async function* csvExportChunks<T>(
  header: readonly string[],
  batches: AsyncIterable<readonly T[]>,
  recordsOf: (item: T) => string,
  encoding: ExportEncoding,
): AsyncGenerator<Buffer> {
  const head = csvRecord(header);
  yield encodeCsv(encoding === 'utf-8' ? CSV_BOM + head : head, encoding);
  for await (const batch of batches) {
    let text = '';
    for (const item of batch) text += recordsOf(item);
    if (text !== '') yield encodeCsv(text, encoding);
  }
}
