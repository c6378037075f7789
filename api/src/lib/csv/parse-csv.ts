import { CsvError, parse } from 'csv-parse/sync';
import { CsvParseError } from './csv-errors';
import { unescapeFormula } from './formula-escape';

export interface CsvRow {
  /** The line the record starts on (1-based, counting the header and blank lines), for error messages. */
  readonly line: number;
  readonly cells: string[];
}

export interface ParsedCsv {
  /** The first record when `header` was asked for (null for an empty file), otherwise null. */
  readonly header: string[] | null;
  readonly rows: CsvRow[];
}

export interface ParseCsvOptions {
  /** Whether the first record names the columns rather than holding data. */
  readonly header: boolean;
  /** Undo toCsv's formula escaping ("'=x" → "=x"). Default true: imports read our own exports back. */
  readonly unescapeFormulas?: boolean;
}

/**
 * Splits CSV text into rows with the line each starts on. Lenient where Excel is: rows may have any
 * number of cells, a stray `"` inside an unquoted cell is kept as text, blank lines and rows of only
 * empty cells are skipped. Cells are returned as written (no trimming); the entry schemas judge them.
 */
export function parseCsv(text: string, options: ParseCsvOptions): ParsedCsv {
  const { header, unescapeFormulas = true } = options;
  // csv-parse counts a CRLF inside a quoted cell as two lines; with one line break spelling the
  // counts are right. A break inside a cell stays, as LF: what Excel writes for Alt+Enter.
  const lf = text.replace(/\r\n?/g, '\n');
  // The line each record ends on, in record order; skipped lines never reach on_record.
  const recordEnds: number[] = [];
  let records: string[][];
  try {
    records = parse(lf, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      on_record: (record: string[], context) => {
        recordEnds.push(context.lines);
        return record;
      },
    });
  } catch (error) {
    throw toParseError(error, lf, recordEnds.at(-1) ?? 0);
  }

  const rows = records.map((cells, index) => {
    const breaks = cells.reduce((sum, cell) => sum + cell.split('\n').length - 1, 0);
    const line = (recordEnds[index] ?? 0) - breaks;
    return { line, cells: unescapeFormulas ? cells.map(unescapeFormula) : cells };
  });
  if (!header) return { header: null, rows };
  const [first, ...data] = rows;
  return { header: first?.cells ?? null, rows: data };
}

function toParseError(error: unknown, text: string, lastRecordEnd: number): unknown {
  if (!(error instanceof CsvError)) return error;
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
    // csv-parse names the last line of the file; the owner needs the line where the cell opened.
    const lines = text.split('\n');
    let line = lastRecordEnd + 1;
    while (line < lines.length && (lines[line - 1] ?? '').trim() === '') line += 1;
    return CsvParseError.unclosedQuote(line);
  }
  const line = error.lines;
  return CsvParseError.malformed(typeof line === 'number' && line > 0 ? line : lastRecordEnd + 1);
}
