import { parseCsv } from '#src/lib/csv/index';
import { rowText } from './extract-markdown';
import type { Block, ExtractedDocument } from './document';

const HEADER_CELL_MAX = 30;
const SENTENCE_END = /(。|です|ます|[.!?！？])$/u;

/**
 * A CSV: each row becomes a passage of its own, its cells named by the header row
 * (「質問: … / 回答: …」) when the first row looks like one: every cell filled, short, distinct, not
 * a sentence, and not a value its column repeats below.
 */
export function extractCsv(text: string): ExtractedDocument {
  const rows = parseCsv(text, { header: false, unescapeFormulas: false }).rows.map((row) => row.cells.map((cell) => cell.trim()));
  const [first, ...rest] = rows;
  const header = first && rest.length > 0 && looksLikeHeader(first, rest) ? first : null;
  const blocks: Block[] = (header ? rest : rows)
    .map((cells) => rowText(cells, header))
    .filter((row) => row !== '')
    .map((row) => ({ kind: 'row', text: row }));
  return { title: null, blocks };
}

function looksLikeHeader(cells: readonly string[], rows: readonly (readonly string[])[]): boolean {
  return (
    cells.length >= 2 &&
    cells.every((cell) => cell !== '' && Array.from(cell).length <= HEADER_CELL_MAX && !SENTENCE_END.test(cell)) &&
    new Set(cells).size === cells.length &&
    cells.every((cell, column) => rows.every((row) => row[column] !== cell))
  );
}
