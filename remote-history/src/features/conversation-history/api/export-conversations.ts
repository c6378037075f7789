import { apiDownload } from 'shared-auth';
import { EXPORT_ROWS_HEADER, HISTORY_API_PATHS, type ExportEncoding } from 'shared-contracts';
import { readCsvWithProgress, type CsvDownloadProgress, type DownloadedFile } from 'shared-ui';

export interface ExportConversationsOptions {
  /** The list's filters (conversationFilterQuery). */
  filters: Record<string, string>;
  encoding: ExportEncoding;
  onProgress(progress: CsvDownloadProgress): void;
  signal?: AbortSignal;
}

/**
 * GET conversations/export with the list's filters: the CSV streamed from the database, read chunk
 * by chunk so the dialog can count its rows against X-Export-Rows.
 */
export function exportConversations({ filters, encoding, onProgress, signal }: ExportConversationsOptions): Promise<DownloadedFile> {
  return apiDownload(HISTORY_API_PATHS.export, 'text/csv', (response) => readCsvWithProgress(response, EXPORT_ROWS_HEADER, onProgress), {
    query: { ...filters, encoding },
    signal,
  });
}
