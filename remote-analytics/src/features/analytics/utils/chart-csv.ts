import { saveFile } from 'shared-ui';

/**
 * A chart's data as the console's CSV files are (docs/architecture.md §9, the API's lib/csv): UTF-8 with a BOM so
 * Excel in Japan opens it, CRLF line ends, cells quoted when they hold a comma, quote or line break,
 * and text a spreadsheet would run as a formula (= + - @ TAB CR) escaped with a leading apostrophe
 * (OWASP CSV injection). A page URL or an emotion key is the owner's visitors' or the owner's text.
 */
export type CsvCell = string | number;

const CSV_BOM = '\ufeff';
const FORMULA_LIKE = /^'*[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function formatCell(cell: CsvCell): string {
  // Numbers cannot hold a formula; -5 stays a number in the spreadsheet.
  if (typeof cell === 'number') return String(cell);
  const escaped = FORMULA_LIKE.test(cell) ? `'${cell}` : cell;
  return escaped !== cell || NEEDS_QUOTES.test(escaped) ? `"${escaped.replaceAll('"', '""')}"` : escaped;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + [header, ...rows].map((record) => record.map(formatCell).join(',') + '\r\n').join('');
}

/** 分析_会話数・質問数・未回答の推移_2026-11-01_2026-11-07.csv */
export function chartCsvFileName(title: string, from: string, to: string): string {
  return `分析_${title}_${from}_${to}.csv`;
}

export function saveCsv(csv: string, fileName: string): void {
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
