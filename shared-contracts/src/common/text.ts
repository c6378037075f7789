const graphemes =
  typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter('ja', { granularity: 'grapheme' })
    : null;

// Intl.Segmenter slows down more than linearly with the length of its input (seconds for 200,000
// characters on Node 20), so long texts are counted in pieces cut where a grapheme always begins.
const PIECE = 512;
// Characters before which UAX #29 always breaks (printable ASCII, kana, kanji, pictographic emoji)…
const CLUSTER_START = /^[\u0020-\u007e\u3041-\u3096\u30a1-\u30fa\u4e00-\u9fff\p{Extended_Pictographic}]$/u;
// …unless the character before holds on to them: a zero-width joiner, a prepended mark, an Indic virama.
// A set of code units rather than a character class: several are combining marks, which a class
// would read as joined to their neighbours.
const HOLDS_NEXT = new Set([
  0x200d, 0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06dd, 0x070f, 0x0890, 0x0891, 0x08e2, 0x0d4e,
  0x094d, 0x09cd, 0x0acd, 0x0b4d, 0x0c4d, 0x0d4d,
]);

function isPieceStart(text: string, index: number): boolean {
  const code = text.codePointAt(index);
  if (code === undefined || (code >= 0xdc00 && code <= 0xdfff)) return false;
  return CLUSTER_START.test(String.fromCodePoint(code)) && !HOLDS_NEXT.has(text.charCodeAt(index - 1));
}

function countGraphemes(segmenter: Intl.Segmenter, text: string): number {
  let count = 0;
  for (const _segment of segmenter.segment(text)) count += 1;
  return count;
}

/**
 * Characters as a Japanese reader counts them: one per visible character (grapheme cluster).
 * 𠮷 (a surrogate pair), が written with a combining mark, ｶﾞ, 🇯🇵 and a ZWJ family emoji each count
 * as one, where String.length says 2 to 11.
 */
export function countChars(text: string): number {
  // Browsers without Intl.Segmenter: code points are the closest count they can give.
  if (!graphemes) return Array.from(text).length;
  let count = 0;
  for (let start = 0; start < text.length; ) {
    let end = Math.min(start + PIECE, text.length);
    while (end < text.length && !isPieceStart(text, end)) end += 1;
    count += countGraphemes(graphemes, text.slice(start, end));
    start = end;
  }
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
