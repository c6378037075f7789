import { normaliseForMatch } from '../../agent/normalise';
import { textPieces } from './text-pieces';

/** How often each index term occurs (weighted): a passage's or a question's bag of terms. */
export type TermCounts = Map<string, number>;

const words = new Intl.Segmenter('ja', { granularity: 'word' });

// Particles and endings carry no topic. Short ones (は, が, です, ます) go by length below; these are
// the longer ones that still say nothing about what a passage is about.
const FUNCTION_WORDS = new Set([
  'について',
  'ください',
  'ですが',
  'ません',
  'ました',
  'します',
  'しました',
  'できる',
  'できない',
  'できます',
  'あります',
  'ありません',
  'でしょう',
  'という',
  'ところ',
  'ように',
  'なります',
  'いただく',
  'いただけ',
  'こちら',
  'それ',
  'これ',
  'どう',
  'どの',
  'どこ',
]);

const HIRAGANA_ONLY = /^[\u3041-\u309f]+$/u;
// Bigrams never cross punctuation, symbols or spaces: a run is letters (kana, kanji, latin, ー), marks and digits.
const RUN = /[\p{L}\p{M}\p{N}]+/gu;

// Words repeat across passages; their comparison form is worth remembering. Cleared when full.
const WORD_CACHE_MAX = 50_000;
const wordForms = new Map<string, string>();

function wordForm(surface: string): string {
  let form = wordForms.get(surface);
  if (form === undefined) {
    if (wordForms.size >= WORD_CACHE_MAX) wordForms.clear();
    form = normaliseForMatch(surface);
    wordForms.set(surface, form);
  }
  return form;
}

/**
 * The words of a text as Intl.Segmenter sees them, each in comparison form (NFKC, lower case,
 * katakana as hiragana). Punctuation is dropped, and so are function words: hiragana-only words of
 * one or two characters (は, が, です) and a short list of longer ones. Segmenting happens before
 * folding, because the segmenter knows katakana words better than their hiragana spelling.
 */
export function wordTerms(text: string): string[] {
  const terms: string[] = [];
  for (const piece of textPieces(text.normalize('NFKC'))) {
    for (const segment of words.segment(piece)) {
      if (!segment.isWordLike) continue;
      const surface = segment.segment;
      if (HIRAGANA_ONLY.test(surface) && (Array.from(surface).length <= 2 || FUNCTION_WORDS.has(surface))) continue;
      const term = wordForm(surface);
      if (term !== '' && !FUNCTION_WORDS.has(term)) terms.push(term);
    }
  }
  return terms;
}

/** normaliseForMatch, piece by piece (see textPieces), the pieces joined by a space. */
export function normaliseLongText(text: string): string {
  return textPieces(text)
    .map((piece) => normaliseForMatch(piece))
    .filter((piece) => piece !== '')
    .join(' ');
}

/**
 * Every pair of neighbouring characters of the normalised text, within runs of letters and digits
 * (a run of one character gives that character). They find partial words the segmenter split
 * differently, and katakana written in hiragana: ログイン and ろぐいん give the same pairs.
 */
export function bigramTerms(normalised: string): string[] {
  const terms: string[] = [];
  for (const [run] of normalised.matchAll(RUN)) {
    const chars = Array.from(run);
    if (chars.length === 1) {
      terms.push(run);
      continue;
    }
    for (let i = 0; i + 1 < chars.length; i += 1) terms.push(`${chars[i]}${chars[i + 1]}`);
  }
  return terms;
}

/**
 * The index terms of `text`, its words and its character bigrams, `weight` times each. A
 * two-character word is also a bigram, so it counts twice: word-aligned matches rank a little
 * higher. `normalised` saves normalising the text again when the caller already has it.
 */
export function textTerms(text: string, weight = 1, normalised = normaliseLongText(text)): TermCounts {
  const terms: TermCounts = new Map();
  for (const term of wordTerms(text)) terms.set(term, (terms.get(term) ?? 0) + weight);
  for (const term of bigramTerms(normalised)) terms.set(term, (terms.get(term) ?? 0) + weight);
  return terms;
}

/** Adds `more` to `into`. */
export function mergeTerms(into: TermCounts, more: TermCounts): TermCounts {
  for (const [term, count] of more) into.set(term, (into.get(term) ?? 0) + count);
  return into;
}

/** The weighted number of terms: BM25's document length. */
export function termTotal(terms: TermCounts): number {
  let total = 0;
  for (const count of terms.values()) total += count;
  return total;
}
