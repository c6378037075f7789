import { labels } from '../labels';

/** The API refuses larger uploads; saying so before sending spares the owner a long upload. */
export const IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;

const ACCEPTED_NAME = /\.(csv|txt)$/i;

/** Why this file cannot be imported, or null. Only the name and size are looked at, never the bytes. */
export function importFileProblem(file: File): string | null {
  if (!ACCEPTED_NAME.test(file.name)) return labels.import.notCsv;
  if (file.size > IMPORT_FILE_MAX_BYTES) return labels.import.tooLarge;
  return null;
}
