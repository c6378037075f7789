import { KNOWLEDGE_TITLE_MAX } from 'shared-contracts';
import { extensionOf } from '../extract/check-upload';

const FILENAME_MAX = 255;
// Control characters and the path separators of any system a browser might send a name from.
const UNSAFE = /[\p{Cc}\\/]/gu;

/** The name of an uploaded file as it is kept and shown: its last path segment, without control characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSAFE, '').normalize('NFC').trim();
  return Array.from(clean).slice(-FILENAME_MAX).join('');
}

/** The title a file item gets when the owner gives none: its name without the extension. */
export function titleFromFileName(filename: string): string {
  const extension = extensionOf(filename);
  const stem = extension === '' ? filename : filename.slice(0, -extension.length);
  const title = stem.trim() === '' ? filename : stem.trim();
  return Array.from(title.replace(/[\r\n]+/g, ' ')).slice(0, KNOWLEDGE_TITLE_MAX).join('');
}
