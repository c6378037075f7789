import { useMutation } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { KNOWLEDGE_API_PATHS } from 'shared-contracts';
import { downloadedFileOf, type DownloadedFile } from 'shared-ui';

/** Every Q&A as the API writes it (UTF-8 with BOM). */
export async function exportQa(): Promise<DownloadedFile> {
  try {
    return await downloadedFileOf(await httpClient.get(KNOWLEDGE_API_PATHS.qaExport, { headers: { Accept: 'text/csv' } }));
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useExportQa() {
  return useMutation<DownloadedFile, ApiRequestError, void>({ mutationFn: exportQa });
}
