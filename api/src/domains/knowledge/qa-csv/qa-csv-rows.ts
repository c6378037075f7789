import { QA_IMPORT_ROWS_MAX } from 'shared-contracts';
import { ApiError } from '#src/errors/api-error';
import { CsvDecodeError, CsvParseError, decodeCsvBytes, parseCsv } from '#src/lib/csv/index';
import { knowledgeMessages } from '../messages';

/** One Q&A row of an imported CSV, as written. */
export interface QaCsvRow {
  line: number;
  question: string;
  answer: string;
  alternatives: string[];
  emotion: string;
}

type Column = 'question' | 'answer' | 'alternatives' | 'emotion';
const POSITIONAL: readonly Column[] = ['question', 'answer', 'alternatives', 'emotion'];
const HEADER_NAMES: Readonly<Record<string, Column>> = {
  質問: 'question',
  question: 'question',
  回答: 'answer',
  answer: 'answer',
  言い換え: 'alternatives',
  alternatives: 'alternatives',
  感情: 'emotion',
  emotion: 'emotion',
};
// Alternatives in one cell: one a line (Alt+Enter in Excel) or separated by a full-width bar.
const ALTERNATIVE_SEPARATOR = /[｜\n]/;

/**
 * The Q&A rows of a CSV in UTF-8 (with or without BOM) or Shift_JIS. A first row naming the
 * columns (質問,回答,言い換え,感情 or question,answer,alternatives,emotion) decides their order;
 * without one the columns are taken in that order. Lines are the file's, for the owner to find.
 */
export function qaCsvRows(bytes: Uint8Array): QaCsvRow[] {
  let rows: { line: number; cells: string[] }[];
  try {
    rows = parseCsv(decodeCsvBytes(bytes).text, { header: false }).rows;
  } catch (error) {
    if (error instanceof CsvDecodeError || error instanceof CsvParseError) throw new ApiError(400, 'invalid_csv', error.message);
    throw error;
  }
  let columns: readonly (Column | null)[] = POSITIONAL;
  const header = rows[0]?.cells.map((cell) => HEADER_NAMES[cell.trim().toLowerCase()] ?? null);
  if (header?.includes('question')) {
    columns = header;
    rows = rows.slice(1);
  }
  if (rows.length === 0) throw new ApiError(400, 'invalid_csv', knowledgeMessages.qaImportNoRows);
  if (rows.length > QA_IMPORT_ROWS_MAX) throw new ApiError(400, 'invalid_csv', knowledgeMessages.qaImportTooManyRows);
  return rows.map(({ line, cells }) => {
    const cell = (name: Column) => {
      const index = columns.indexOf(name);
      return index === -1 ? '' : (cells[index] ?? '');
    };
    return {
      line,
      question: cell('question'),
      answer: cell('answer'),
      alternatives: cell('alternatives')
        .split(ALTERNATIVE_SEPARATOR)
        .map((alternative) => alternative.trim())
        .filter((alternative) => alternative !== ''),
      emotion: cell('emotion').trim(),
    };
  });
}
