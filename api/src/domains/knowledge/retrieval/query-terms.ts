import { textTerms, wordTerms } from '../text/index-terms';
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
/** Past this, a question is not a question; the rest is not searched. */
export const QUESTION_SEARCH_MAX = 1000;

/**
 * The terms of a question, made the way passages are indexed (words and character bigrams, in
 * comparison form), each its own concept weighted by how often it occurs; then, per word, its
 * synonyms not already in the question, sharing one concept so that they score as the best of
 * them rather than their sum.
 */
export function queryTerms(question: string, synonyms: SynonymIndex | null): QueryTerm[] {
  const text = Array.from(question).slice(0, QUESTION_SEARCH_MAX).join('');
  const terms: QueryTerm[] = [...textTerms(text)].map(([term, count], index) => ({ term, weight: count, concept: index }));
  if (!synonyms) return terms;
  const present = new Set(terms.map((t) => t.term));
  let concept = terms.length;
  for (const word of new Set(wordTerms(text))) {
    const fresh = synonyms.synonymsOf(word).filter((synonym) => !present.has(synonym));
    if (fresh.length === 0) continue;
    for (const synonym of fresh) {
      present.add(synonym);
      terms.push({ term: synonym, weight: SYNONYM_WEIGHT, concept, synonymOf: word });
    }
    concept += 1;
  }
  return terms;
}
