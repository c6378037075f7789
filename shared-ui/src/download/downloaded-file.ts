/** A file the API sent to be downloaded, and the name it gave it (null when the browser could not read that name). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** RFC 6266: filename* carries the Japanese name; the plain filename is its ASCII stand-in. */
export function fileNameOfDisposition(disposition: string | null): string | null {
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
 * The response's body exactly as the API sent it, as bytes: a CSV read as text would lose the BOM
 * that lets Excel open it in Japanese.
 */
export async function downloadedFileOf(response: Response): Promise<DownloadedFile> {
  return { blob: await response.blob(), fileName: fileNameOfDisposition(response.headers.get('Content-Disposition')) };
}
