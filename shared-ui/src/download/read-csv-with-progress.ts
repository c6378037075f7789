import { fileNameOfDisposition, type DownloadedFile } from './downloaded-file';

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/**
 * Counts the records of a CSV from its bytes as they arrive. A line break ends a record only outside
 * quotes (a message may hold line breaks); a doubled quote inside a cell flips the state twice, so
 * it counts right. Byte-wise is safe in UTF-8 and in Shift_JIS alike: neither uses the bytes of `"`
 * or LF inside a multi-byte character.
 */
export class CsvRecordCounter {
  private inQuotes = false;
  /** Bytes seen since the last record ended. */
  private open = false;
  private ended = 0;

  push(chunk: Uint8Array): void {
    for (const byte of chunk) {
      if (byte === QUOTE) this.inQuotes = !this.inQuotes;
      if (byte === LINE_FEED && !this.inQuotes) {
        this.ended += 1;
        this.open = false;
      } else {
        this.open = true;
      }
    }
  }

  /** Records complete so far; with `final`, a last record without its line break counts too. */
  records(final = false): number {
    return this.ended + (final && this.open ? 1 : 0);
  }
}

export interface CsvDownloadProgress {
  /** Data rows received so far (the header row not counted). */
  rows: number;
  /** The rows the API said would come, or null when it did not say. */
  total: number | null;
}

function totalOf(response: Response, rowsHeader: string): number | null {
  const value = response.headers.get(rowsHeader);
  if (value === null || value.trim() === '') return null;
  const total = Number(value);
  return Number.isInteger(total) && total >= 0 ? total : null;
}

/**
 * Reads a CSV download chunk by chunk, reporting the data rows received against the total the API
 * announced in `rowsHeader`, and keeps its bytes exactly as sent (a BOM, Shift_JIS) for saving.
 */
export async function readCsvWithProgress(
  response: Response,
  rowsHeader: string,
  onProgress: (progress: CsvDownloadProgress) => void,
): Promise<DownloadedFile> {
  const total = totalOf(response, rowsHeader);
  const fileName = fileNameOfDisposition(response.headers.get('Content-Disposition'));
  const type = response.headers.get('Content-Type') ?? 'text/csv';
  const counter = new CsvRecordCounter();
  const dataRows = (final: boolean) => Math.max(0, counter.records(final) - 1);
  onProgress({ rows: 0, total });
  if (response.body === null) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    counter.push(bytes);
    onProgress({ rows: dataRows(true), total });
    return { blob: new Blob([bytes], { type }), fileName };
  }
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    counter.push(value);
    onProgress({ rows: dataRows(false), total });
  }
  onProgress({ rows: dataRows(true), total });
  return { blob: new Blob(chunks, { type }), fileName };
}
