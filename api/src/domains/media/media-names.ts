import { MEDIA_FORMAT_INFO, MEDIA_FORMATS, MEDIA_KIND_LABELS, MEDIA_NAME_MAX, type MediaFormat } from 'shared-contracts';

const graphemes = new Intl.Segmenter('ja', { granularity: 'grapheme' });
const KNOWN_EXTENSIONS = MEDIA_FORMATS.flatMap((format) => MEDIA_FORMAT_INFO[format].extensions);

/** C0 and C1 control characters: a name is one line of visible text. */
function isControl(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

function firstChars(text: string, max: number): string {
  let result = '';
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (count === max) break;
    result += segment;
    count += 1;
  }
  return result;
}

/**
 * The item's name from the uploaded file's name: without a folder (old browsers send C:\fakepath\…),
 * control characters or line breaks, at most MEDIA_NAME_MAX characters; the kind's word when nothing is left.
 */
export function nameFromFilename(filename: string | undefined, format: MediaFormat): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base, (character) => (isControl(character) ? ' ' : character))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned === '' ? MEDIA_KIND_LABELS[MEDIA_FORMAT_INFO[format].kind] : firstChars(cleaned, MEDIA_NAME_MAX);
}

/**
 * The file name a download or a URL shows: the item's name ending in its true format's extension
 * (a PNG uploaded as photo.jpg is offered as photo.png).
 */
export function downloadName(name: string, format: MediaFormat): string {
  const { extensions } = MEDIA_FORMAT_INFO[format];
  const lower = name.toLowerCase();
  if (extensions.some((extension) => lower.endsWith(extension))) return name;
  const known = KNOWN_EXTENSIONS.find((extension) => lower.endsWith(extension));
  const stem = known ? name.slice(0, name.length - known.length) : name;
  return `${stem || 'file'}${extensions[0] ?? ''}`;
}
