import { escapeFormula } from './formula-escape';

/**
 * A cell the product writes itself, never what a person typed (the 「-」 of a column with nothing to
 * show, a role or engine label): it cannot carry a formula, so it is written as it is.
 */
export interface CsvLabel {
  readonly label: string;
}

export const csvLabel = (label: string): CsvLabel => ({ label });

export type CsvCell = string | number | boolean | Date | CsvLabel | null | undefined;

export interface CsvColumn<T> {
  readonly header: string;
  readonly value: (row: T) => CsvCell;
}

/** Without it Excel in Japan reads a CSV as Shift_JIS and garbles UTF-8 Japanese. */
export const CSV_BOM = '\ufeff';
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
  let csv = CSV_BOM + csvRecord(columns.map((column) => column.header));
  for (const row of rows) csv += csvRecord(columns.map((column) => column.value(row)));
  return csv;
}

/** One record, CRLF included, for exports written piece by piece (a stream has no toCsv). */
export function csvRecord(cells: readonly CsvCell[]): string {
  return cells.map(formatCell).join(',') + CRLF;
}

function formatCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Numbers and booleans cannot hold a formula; -5 stays a number in the spreadsheet.
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && !(value instanceof Date)) return quoted(value.label);
  const text = value instanceof Date ? value.toISOString() : value;
  const escaped = escapeFormula(text);
  return escaped !== text ? `"${escaped.replaceAll('"', '""')}"` : quoted(escaped);
}

function quoted(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
