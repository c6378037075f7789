import { normaliseText } from './normalised-text';

/**
 * The one comparison form of forbidden words, for matching and for judging duplicates: NFKC (so ｶﾞ,
 * ＡＢＣ and ① become ガ, ABC and 1), lower case, katakana folded to hiragana (ガイド = がいど, ヴ = ゔ,
 * ー kept), invisible characters dropped, whitespace collapsed to single spaces and trimmed.
 */
export function normaliseForMatch(text: string): string {
  return normaliseText(text).text;
}
