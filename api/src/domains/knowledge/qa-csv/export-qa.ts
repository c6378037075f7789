import { QA_CSV_HEADER } from 'shared-contracts';
import type { KnowledgeContent } from '#src/db/schema/index';
import { attachmentDisposition, toCsv } from '#src/lib/csv/index';

type QaContent = Extract<KnowledgeContent, { type: 'qa' }>;

/**
 * Every Q&A as Excel in Japan opens it (UTF-8 with BOM, CRLF, formula-like cells escaped), in the
 * columns the import reads: alternatives one a line within their cell.
 */
export function exportQaCsv(rows: readonly QaContent[]): string {
  const [question, answer, alternatives, emotion] = QA_CSV_HEADER;
  return toCsv(rows, [
    { header: question, value: (row) => row.question },
    { header: answer, value: (row) => row.answer },
    { header: alternatives, value: (row) => row.alternatives.join('\n') },
    { header: emotion, value: (row) => row.emotion ?? '' },
  ]);
}

/** `attachment` with an ASCII fallback name and the Japanese one in RFC 5987 form. */
export function qaExportDisposition(date: Date): string {
  const day = date.toISOString().slice(0, 10).replaceAll('-', '');
  return attachmentDisposition(`knowledge-qa-${day}.csv`, `ナレッジQ&A_${day}.csv`);
}
