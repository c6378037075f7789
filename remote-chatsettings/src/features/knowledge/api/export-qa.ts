import { useMutation } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { KNOWLEDGE_API_PATHS } from 'shared-contracts';

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

/** Every Q&A as the API writes it (UTF-8 with BOM), kept as bytes so the BOM Excel needs survives. */
export async function exportQa(): Promise<ExportedFile> {
  try {
    const response = await httpClient.get(KNOWLEDGE_API_PATHS.qaExport, { headers: { Accept: 'text/csv' } });
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useExportQa() {
  return useMutation<ExportedFile, ApiRequestError, void>({ mutationFn: exportQa });
}
