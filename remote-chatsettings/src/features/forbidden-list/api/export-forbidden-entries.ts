import { useMutation } from '@tanstack/react-query';
import { apiDownload, type ApiRequestError } from 'shared-auth';
import { ENTRY_LIST_SUBPATHS } from 'shared-contracts';
import { downloadedFileOf, type DownloadedFile } from 'shared-ui';
import type { ForbiddenListDefinition } from '../forbidden-list-kinds';

/** The API's CSV exactly as it sent it (UTF-8 with BOM, formula-like cells escaped). */
export async function exportForbiddenEntries(list: ForbiddenListDefinition): Promise<DownloadedFile> {
  return apiDownload(`${list.apiPath}/${ENTRY_LIST_SUBPATHS.export}`, 'text/csv', downloadedFileOf);
}

export function useExportForbiddenEntries(list: ForbiddenListDefinition) {
  return useMutation<DownloadedFile, ApiRequestError, void>({ mutationFn: () => exportForbiddenEntries(list) });
}
