import { bigramTerms, normaliseLongText, textContentWords } from '../text/index-terms';
import { KANA_RUN, KANA_WORD_MAX, KANA_WORD_MIN } from '../text/kana-spelled-words';
import type { SynonymIndex } from './synonyms/synonym-index';

/** A term of a question before IDF: how much it counts, and which concept it stands for. */
export interface QueryTerm {
  term: string;
  weight: number;
  concept: number;
  /** For a synonym: the word of the question it stands for. */
  synonymOf?: string;
}

/** A synonym counts half as much as a word the visitor wrote. */
export const SYNONYM_WEIGHT = 0.5;
/** A word's reading (取り置き → とりおき) counts this much of the word: it finds the word spelled otherwise, and homophones. */
export const READING_WEIGHT = 0.5;
/** At most this many such tries per question. */
const KANA_WORDS_MAX = 60;

/**
 * The pieces of each kana run of a question (KANA_WORD_MIN to KANA_WORD_MAX characters, in
 * comparison form) to look up as words: IPADIC segments text written all in kana poorly
 * (いんかんとうろく → いんか/ん/と/うろ/く), while the index holds the readings of the passages'
 * words (印鑑 いんかん, 登録 とうろく, 印鑑登録 いんかんとうろく). Pieces no passage holds cost a
 * row lookup and nothing else.
 */
export function kanaWords(normalised: string): string[][] {
  const runs: string[][] = [];
  let left = KANA_WORDS_MAX;
  for (const [run] of normalised.matchAll(KANA_RUN)) {
    const chars = Array.from(run);
    const pieces: string[] = [];
    for (let length = Math.min(chars.length, KANA_WORD_MAX); length >= KANA_WORD_MIN && left > 0; length -= 1) {
      for (let start = 0; start + length <= chars.length && left > 0; start += 1) {
        pieces.push(chars.slice(start, start + length).join(''));
        left -= 1;
      }
    }
    if (pieces.length > 0) runs.push(pieces);
  }
  return runs;
}

/** Past this, a question is not a question; the rest is not searched. */
export const QUESTION_SEARCH_MAX = 1000;

/**
 * The terms of a question, made the way passages are indexed (content words, their readings and
 * character bigrams, in comparison form), each word its own concept weighted by how often it
 * occurs, its reading sharing the concept at READING_WEIGHT (a passage that has both scores as the
 * better one); then, per word, its synonyms not already in the question, sharing one concept so
 * that they score as the best of them rather than their sum.
 */
export function queryTerms(question: string, synonyms: SynonymIndex | null): QueryTerm[] {
  const text = Array.from(question).slice(0, QUESTION_SEARCH_MAX).join('');
  const byTerm = new Map<string, QueryTerm>();
  let concept = 0;
  const add = (term: string, weight: number, of: number) => {
    const known = byTerm.get(term);
    if (known) known.weight += weight;
    else byTerm.set(term, { term, weight, concept: of });
  };
  const words = textContentWords(text);
  for (const { word, reading } of words) {
    const known = byTerm.get(word);
    if (known) {
      known.weight += 1;
      continue;
    }
    const of = concept++;
    add(word, 1, of);
    if (reading !== '' && !byTerm.has(reading)) add(reading, READING_WEIGHT, of);
  }
  const normalised = normaliseLongText(text);
  for (const bigram of bigramTerms(normalised)) add(bigram, 1, byTerm.has(bigram) ? 0 : concept++);
  // A kana run's pieces, as readings: one concept per run, so that it counts as its best piece.
  const pieces = new Set<string>();
  for (const run of kanaWords(normalised)) {
    const of = concept++;
    for (const piece of run) {
      pieces.add(piece);
      if (!byTerm.has(piece)) add(piece, READING_WEIGHT, of);
    }
  }
  const terms = [...byTerm.values()];
  if (!synonyms) return terms;
  const present = new Set(byTerm.keys());
  concept = Math.max(concept, ...terms.map((t) => t.concept + 1));
  // The question's words, then the kana pieces the synonym dictionary knows as words (はんこ, which
  // IPADIC reads as はん + こ): their spellings and synonyms (判子, 印鑑) are looked up too.
  for (const word of new Set([...words.map((w) => w.word), ...pieces])) {
    // A spelling of the same word (Sudachi's same vocabulary number: 判子 for はんこ) shares the word's concept at its weight.
    const own = byTerm.get(word);
    const variants = new Set(synonyms.variantsOf(word));
    const fresh = synonyms.synonymsOf(word).filter((synonym) => !present.has(synonym));
    if (fresh.length === 0) continue;
    let synonymConcept: number | null = null;
    for (const synonym of fresh) {
      present.add(synonym);
      if (own && variants.has(synonym)) terms.push({ term: synonym, weight: own.weight, concept: own.concept, synonymOf: word });
      else terms.push({ term: synonym, weight: SYNONYM_WEIGHT, concept: (synonymConcept ??= concept++), synonymOf: word });
    }
  }
  return terms;
}
