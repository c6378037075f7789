import type { ForbiddenEntryRow } from '#src/db/schema/index';
import { attachmentDisposition as disposition, toCsv } from '#src/lib/csv/index';
import type { ForbiddenList } from './forbidden-list';

/** The whole list as Excel in Japan opens it (UTF-8 with BOM, CRLF, formula-like cells escaped). */
export function exportCsv(rows: readonly ForbiddenEntryRow[], list: ForbiddenList): string {
  return toCsv(rows, [
    { header: list.csvHeader[0], value: (row) => row.value },
    { header: list.csvHeader[1], value: (row) => row.note },
  ]);
}

/** The download's name: 禁止ワード_YYYYMMDD.csv, with an ASCII fallback. */
export function attachmentDisposition(list: ForbiddenList, date: Date): string {
  const day = date.toISOString().slice(0, 10).replaceAll('-', '');
  return disposition(`forbidden-${list.kind === 'word' ? 'words' : 'urls'}-${day}.csv`, `${list.fileName}_${day}.csv`);
}
