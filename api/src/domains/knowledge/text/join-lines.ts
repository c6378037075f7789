// Kana, kanji and full-width forms: scripts written without spaces between words.
const CJK = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff01-\uff60]/u;

/**
 * How two pieces of one sentence meet when a line break between them is only wrapping: directly
 * between Japanese characters, with a space otherwise (as CSS treats a segment break).
 */
export function joinWrapped(left: string, right: string): string {
  if (left === '') return right;
  if (right === '') return left;
  // The last and first characters only (Array.from(left) would read all of a long page for one).
  const last = Array.from(left.slice(-2)).at(-1) ?? '';
  const first = String.fromCodePoint(right.codePointAt(0) ?? 0);
  return CJK.test(last) && CJK.test(first) ? `${left}${right}` : `${left} ${right}`;
}

/**
 * Whitespace as a browser shows it: a run with a line break between two Japanese characters
 * disappears (the source was only wrapped), any other run becomes one space; none at either end.
 */
export function collapseWhitespace(text: string): string {
  return text
    .trim()
    .replace(/\s+/gu, (run: string, offset: number, whole: string) => {
      if (!/[\n\r]/.test(run)) return ' ';
      const before = whole.codePointAt(offset - 1) ?? 0;
      const after = whole.codePointAt(offset + run.length) ?? 0;
      // codePointAt before a surrogate pair's end reads its low half, which is not CJK either way.
      return CJK.test(String.fromCodePoint(before)) && CJK.test(String.fromCodePoint(after)) ? '' : ' ';
    });
}
