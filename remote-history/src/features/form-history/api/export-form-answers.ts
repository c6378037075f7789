import { apiDownload } from 'shared-auth';
import { EXPORT_ROWS_HEADER, HISTORY_API_PATHS, XLSX_CONTENT_TYPE, type ExportEncoding, type FormAnswerExportFormat } from 'shared-contracts';
import { downloadedFileOf, readCsvWithProgress, type CsvDownloadProgress, type DownloadedFile } from 'shared-ui';

export interface ExportFormAnswersOptions {
  /** The list's filters (formAnswerFilterQuery), the form among them. */
  filters: Record<string, string>;
  sortBy: string;
  sortOrder: string;
  format: FormAnswerExportFormat;
  /** CSV only: XLSX is always Unicode. */
  encoding: ExportEncoding;
  onProgress(progress: CsvDownloadProgress): void;
  signal?: AbortSignal;
}

function announcedRows(response: Response): number | null {
  const value = response.headers.get(EXPORT_ROWS_HEADER);
  const total = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(total) && total >= 0 ? total : null;
}

/**
 * GET form-answers/export: the chosen form's filtered answers, in the list's order. A CSV is read
 * chunk by chunk and its rows counted against X-Export-Rows; an XLSX (a zip, whose rows cannot be
 * counted as they come) says how many rows it holds, and has them all once it is read.
 */
export function exportFormAnswers({ filters, sortBy, sortOrder, format, encoding, onProgress, signal }: ExportFormAnswersOptions): Promise<DownloadedFile> {
  const query = { ...filters, sort_by: sortBy, sort_order: sortOrder, format, ...(format === 'csv' ? { encoding } : {}) };
  if (format === 'csv') {
    return apiDownload(HISTORY_API_PATHS.formAnswerExport, 'text/csv', (response) => readCsvWithProgress(response, EXPORT_ROWS_HEADER, onProgress), {
      query,
      signal,
    });
  }
  return apiDownload(
    HISTORY_API_PATHS.formAnswerExport,
    XLSX_CONTENT_TYPE,
    async (response) => {
      const total = announcedRows(response);
      onProgress({ rows: 0, total });
      const file = await downloadedFileOf(response);
      onProgress({ rows: total ?? 0, total });
      return file;
    },
    { query, signal },
  );
}
