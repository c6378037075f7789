const graphemes =
  typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter('ja', { granularity: 'grapheme' })
    : null;

/**
 * Characters as a Japanese reader counts them: one per visible character (grapheme cluster).
 * 𠮷 (a surrogate pair), が written with a combining mark, ｶﾞ, 🇯🇵 and a ZWJ family emoji each count
 * as one, where String.length says 2 to 11.
 */
export function countChars(text: string): number {
  // Browsers without Intl.Segmenter: code points are the closest count they can give.
  if (!graphemes) return Array.from(text).length;
  let count = 0;
  for (const _segment of graphemes.segment(text)) count += 1;
  return count;
}

/**
 * Past this many UTF-16 units per allowed character a text is refused without segmenting it:
 * the longest real graphemes (ZWJ families, tag flags) stay well under it, and a megabyte of
 * stacked combining marks must not cost the API a full segmentation pass.
 */
const UNITS_PER_CHAR_CEILING = 16;

/** Whether `text` has at most `max` characters, counted by {@link countChars}. */
export function isWithinChars(text: string, max: number): boolean {
  if (text.length <= max) return true;
  if (text.length > max * UNITS_PER_CHAR_CEILING) return false;
  return countChars(text) <= max;
}
