import { escapeFormula } from './formula-escape';

export type CsvCell = string | number | boolean | Date | null | undefined;

export interface CsvColumn<T> {
  readonly header: string;
  readonly value: (row: T) => CsvCell;
}

const BOM = '\ufeff';
const CRLF = '\r\n';
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * A CSV that Excel in Japan opens correctly by double-click: UTF-8 with a BOM (without one Excel
 * reads Shift_JIS and garbles Japanese), CRLF line ends, cells quoted when they hold a comma, quote
 * or line break. Text that a spreadsheet would run as a formula is escaped with a leading apostrophe
 * and quoted (OWASP CSV injection); parseCsv undoes the escape on import. Send the string as
 * `text/csv; charset=utf-8`.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => formatCell(column.header))];
  for (const row of rows) lines.push(columns.map((column) => formatCell(column.value(row))));
  return BOM + lines.map((cells) => cells.join(',') + CRLF).join('');
}

function formatCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Numbers and booleans cannot hold a formula; -5 stays a number in the spreadsheet.
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : value;
  const escaped = escapeFormula(text);
  return escaped !== text || NEEDS_QUOTES.test(escaped) ? `"${escaped.replaceAll('"', '""')}"` : escaped;
}
