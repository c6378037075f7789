import { IMPORT_ROWS_MAX, type ImportRow } from 'shared-contracts';
import { ApiError } from '#src/errors/api-error';
import { messages } from '#src/errors/messages';
import { CsvDecodeError, CsvParseError, decodeCsvBytes, parseCsv } from '#src/lib/csv/index';
import type { ForbiddenList } from './forbidden-list';

/** `csv`: value and note columns. `lines`: plain text, one value per line, commas and all. */
export type FileFormat = 'csv' | 'lines';

/**
 * The rows of an uploaded file, in UTF-8 with or without BOM or in Shift_JIS: a CSV (value, note)
 * as Excel or this product's export writes it, or plain text lines. A first row that names the
 * columns (an exported file's header) is skipped. Line numbers are the file's, so the owner can
 * find each refused row.
 */
export function rowsFromFile(bytes: Uint8Array, format: FileFormat, list: ForbiddenList): ImportRow[] {
  let rows: ImportRow[];
  try {
    const { text } = decodeCsvBytes(bytes);
    rows = format === 'lines' ? rowsOfLines(text) : rowsOfCsv(text);
  } catch (error) {
    if (error instanceof CsvDecodeError || error instanceof CsvParseError) {
      throw new ApiError(400, 'invalid_csv', error.message);
    }
    throw error;
  }
  const [first, ...rest] = rows;
  if (first && isHeader(first, list)) rows = rest;
  if (rows.length === 0) throw new ApiError(400, 'invalid_csv', messages.importNoRows);
  if (rows.length > IMPORT_ROWS_MAX) throw new ApiError(400, 'invalid_csv', messages.importTooManyRows);
  return rows;
}

function rowsOfCsv(text: string): ImportRow[] {
  return parseCsv(text, { header: false }).rows.map((row) => ({
    line: row.line,
    value: row.cells[0] ?? '',
    ...(row.cells[1] === undefined ? {} : { note: row.cells[1] }),
  }));
}

function rowsOfLines(text: string): ImportRow[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((value, index) => ({ line: index + 1, value }))
    .filter((row) => row.value.trim() !== '');
}

const HEADER_NAMES = new Set(['word', 'pattern', 'url', 'value']);

function isHeader(row: ImportRow, list: ForbiddenList): boolean {
  const cell = row.value.trim();
  return cell === list.csvHeader[0] || HEADER_NAMES.has(cell.toLowerCase());
}
