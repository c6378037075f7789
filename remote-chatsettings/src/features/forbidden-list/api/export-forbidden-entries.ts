import { useMutation } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { ENTRY_LIST_SUBPATHS } from 'shared-contracts';
import type { ForbiddenListDefinition } from '../forbidden-list-kinds';

export type ExportedFile = { blob: Blob; fileName: string | null };

// RFC 6266: filename* carries the Japanese name; the plain filename is its ASCII stand-in.
function fileNameOf(disposition: string | null): string | null {
  if (disposition === null) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended !== undefined) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * The API's CSV exactly as it sent it (UTF-8 with BOM, formula-like cells escaped), as bytes: read
 * as text the BOM that lets Excel open the file in Japanese would be lost.
 */
export async function exportForbiddenEntries(list: ForbiddenListDefinition): Promise<ExportedFile> {
  try {
    const response = await httpClient.get(`${list.apiPath}/${ENTRY_LIST_SUBPATHS.export}`, { headers: { Accept: 'text/csv' } });
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useExportForbiddenEntries(list: ForbiddenListDefinition) {
  return useMutation<ExportedFile, ApiRequestError, void>({ mutationFn: () => exportForbiddenEntries(list) });
}
