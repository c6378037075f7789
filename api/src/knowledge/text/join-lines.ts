// Kana, kanji and full-width punctuation: scripts written without spaces between words.
const CJK = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff01-\uff60]/u;

/**
 * How two pieces of one sentence meet when a line break between them is only wrapping: directly
 * between Japanese characters, with a space between words of other scripts.
 */
export function joinWrapped(left: string, right: string): string {
  if (left === '') return right;
  if (right === '') return left;
  const last = Array.from(left).at(-1) ?? '';
  const first = Array.from(right)[0] ?? '';
  return CJK.test(last) || CJK.test(first) ? `${left}${right}` : `${left} ${right}`;
}

/** Collapses HTML-style whitespace: gone between Japanese characters, one space elsewhere. */
export function collapseWhitespace(text: string): string {
  return text
    .split(/\s+/u)
    .filter((piece) => piece !== '')
    .reduce((joined, piece) => joinWrapped(joined, piece), '');
}
