import { KNOWLEDGE_FILE_EXTENSIONS, KNOWLEDGE_FILE_MAX_BYTES } from 'shared-contracts';
import { labels } from '../labels';

const EXTENSIONS = Object.values(KNOWLEDGE_FILE_EXTENSIONS).flat();

/**
 * Why this file would be refused, or null. Only the name and size are looked at: the API proves the
 * content and answers its own refusal, which the screen then shows at the field.
 */
export function knowledgeFileProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension))) return labels.editor.fileNotSupported;
  if (file.size > KNOWLEDGE_FILE_MAX_BYTES) return labels.editor.fileTooLarge;
  return null;
}

/** The Q&A import takes CSV only, up to 5 MB (the API's limit, said before a long upload). */
export const QA_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export function qaImportFileProblem(file: File): string | null {
  if (!/\.csv$/i.test(file.name)) return labels.import.notCsv;
  if (file.size > QA_IMPORT_MAX_BYTES) return labels.import.tooLarge;
  return null;
}
