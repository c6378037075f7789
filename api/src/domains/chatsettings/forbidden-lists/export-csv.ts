import type { ForbiddenEntryRow } from '#src/db/schema/index';
import { toCsv } from '#src/lib/csv/index';
import type { ForbiddenList } from './forbidden-list';

/** The whole list as Excel in Japan opens it (UTF-8 with BOM, CRLF, formula-like cells escaped). */
export function exportCsv(rows: readonly ForbiddenEntryRow[], list: ForbiddenList): string {
  return toCsv(rows, [
    { header: list.csvHeader[0], value: (row) => row.value },
    { header: list.csvHeader[1], value: (row) => row.note },
  ]);
}

/**
 * `attachment` with an ASCII fallback name and the Japanese name in RFC 5987 form
 * (filename*=UTF-8''…), which every current browser prefers.
 */
export function attachmentDisposition(list: ForbiddenList, date: Date): string {
  const day = date.toISOString().slice(0, 10).replaceAll('-', '');
  const ascii = `forbidden-${list.kind === 'word' ? 'words' : 'urls'}-${day}.csv`;
  const japanese = `${list.fileName}_${day}.csv`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(japanese)}`;
}
