import { useMutation } from '@tanstack/react-query';
import { apiDownload, type ApiRequestError } from 'shared-auth';
import { KNOWLEDGE_API_PATHS } from 'shared-contracts';
import { downloadedFileOf, type DownloadedFile } from 'shared-ui';

/** Every Q&A as the API writes it (UTF-8 with BOM). */
export async function exportQa(): Promise<DownloadedFile> {
  return apiDownload(KNOWLEDGE_API_PATHS.qaExport, 'text/csv', downloadedFileOf);
}

export function useExportQa() {
  return useMutation<DownloadedFile, ApiRequestError, void>({ mutationFn: exportQa });
}
