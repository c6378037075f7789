import type { DownloadedFile } from './downloaded-file';

/** Hands a downloaded file to the browser's own download, under the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; revoking later keeps slow browsers from losing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 禁止ワード_20261121.csv: what the API names the file, for when the browser may not read its header. */
export function datedCsvFileName(title: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${title}_${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}.csv`;
}

/** Saves a CSV the API sent under the name it gave it, or under `title` and today's date when that name could not be read. */
export function saveDownloadedCsv({ blob, fileName }: DownloadedFile, title: string, now: Date = new Date()): void {
  saveFile(blob, fileName ?? datedCsvFileName(title, now));
}
