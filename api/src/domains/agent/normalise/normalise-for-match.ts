import { foldKatakana } from './fold-katakana';

// As normaliseText prepares its input (see there): lone surrogates as U+FFFD, the spacing sound marks
// as their combining twins.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const SPACING_SOUND_MARKS = /[\u309b\u309c]/g;
const COMBINING_FOR_SPACING: Readonly<Record<string, string>> = { '\u309b': '\u3099', '\u309c': '\u309a' };
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const WHITESPACE_RUN = /\s+/g;
// Lower-casing a whole string writes a word-final Σ as ς; normaliseText lower-cases one grapheme at a
// time, which always gives σ.
const CAPITAL_SIGMA = /\u03a3/g;

/**
 * The one comparison form of forbidden words, for matching and for judging duplicates: NFKC (so ｶﾞ,
 * ＡＢＣ and ① become ガ, ABC and 1), lower case, katakana folded to hiragana (ガイド = がいど, ヴ = ゔ,
 * ー kept), invisible characters dropped, whitespace collapsed to single spaces and trimmed.
 *
 * The same text as normaliseText(text).text (a test holds them equal), computed on the whole string at
 * once: normaliseText walks grapheme by grapheme to keep offsets, about ten times slower, and every
 * stored message, question and passage goes through this one.
 */
export function normaliseForMatch(text: string): string {
  const prepared = text.replace(LONE_SURROGATE, '\ufffd').replace(SPACING_SOUND_MARKS, (mark) => COMBINING_FOR_SPACING[mark] ?? mark);
  return foldKatakana(prepared.normalize('NFKC').replace(CAPITAL_SIGMA, '\u03c3').toLowerCase())
    .replace(INVISIBLE, '')
    .replace(WHITESPACE_RUN, ' ')
    .trim();
}
