import { normaliseForMatch } from '../../agent/normalise';
import { type ContentWord, contentWords } from './content-words';
import { memoisedContentWords, type SharedContentWords } from './memoised-content-words';
import { textPieces } from './text-pieces';

/** How often each index term occurs (weighted): a passage's or a question's bag of terms. */
export type TermCounts = Map<string, number>;

// Bigrams never cross punctuation, symbols or spaces: a run is letters (kana, kanji, latin, ー), marks and digits.
const RUN = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * The content words of a text (see contentWords: IPADIC's parts of speech, readings, compounds),
 * analysed piece by piece (textPieces) after NFKC, so half-width ｶﾅ reads as カナ.
 */
function analyseContentWords(text: string): ContentWord[] {
  return textPieces(text.normalize('NFKC')).flatMap((piece) => contentWords(piece));
}

/** Text remembered for question time (see memoisedContentWords): some 2 M characters, a few tens of MB of words. */
const QUESTION_TIME_CACHE_CHARACTERS = 2_000_000;

/**
 * analyseContentWords, remembered: for the questions and the texts answers are checked against,
 * which come back question after question. Indexing calls analyseContentWords directly: a
 * passage's text is indexed once, and would only push the texts of questions out of the cache.
 */
export const textContentWords: (text: string) => SharedContentWords = memoisedContentWords(analyseContentWords, QUESTION_TIME_CACHE_CHARACTERS);

/** The content words of a text in comparison form, compounds included (see textContentWords). */
export function wordTerms(text: string): string[] {
  return textContentWords(text).map((w) => w.word);
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
 * The index terms of `text`, `weight` times each: its content words (compounds too) and their
 * readings, and its character bigrams. A two-character word is also a bigram, so it counts twice:
 * word-aligned matches rank a little higher. `normalised` saves normalising the text again when
 * the caller already has it; `words`, when given, collects the content words and readings (what
 * the built-in responder compares a passage by), from the same analysis.
 */
export function textTerms(text: string, weight = 1, normalised = normaliseLongText(text), words?: Set<string>): TermCounts {
  const terms: TermCounts = new Map();
  for (const { word, reading } of analyseContentWords(text)) {
    terms.set(word, (terms.get(word) ?? 0) + weight);
    words?.add(word);
    if (reading !== '') {
      terms.set(reading, (terms.get(reading) ?? 0) + weight);
      words?.add(reading);
    }
  }
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
