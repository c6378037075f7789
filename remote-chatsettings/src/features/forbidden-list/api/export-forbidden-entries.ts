import { useMutation } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { ENTRY_LIST_SUBPATHS } from 'shared-contracts';
import { downloadedFileOf, type DownloadedFile } from 'shared-ui';
import type { ForbiddenListDefinition } from '../forbidden-list-kinds';

/** The API's CSV exactly as it sent it (UTF-8 with BOM, formula-like cells escaped). */
export async function exportForbiddenEntries(list: ForbiddenListDefinition): Promise<DownloadedFile> {
  try {
    return await downloadedFileOf(await httpClient.get(`${list.apiPath}/${ENTRY_LIST_SUBPATHS.export}`, { headers: { Accept: 'text/csv' } }));
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useExportForbiddenEntries(list: ForbiddenListDefinition) {
  return useMutation<DownloadedFile, ApiRequestError, void>({ mutationFn: () => exportForbiddenEntries(list) });
}
