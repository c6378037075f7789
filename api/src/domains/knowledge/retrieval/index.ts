export {
  POSTINGS_BUDGET,
  POSTINGS_PER_TERM_MIN,
  retrieve,
  type Retrieved,
  type RetrievedPassage,
  type RetrieveOptions,
  retrieveWithRarity,
  type TermHeld,
  type TermRarity,
} from './retrieve';
export { BM25, idf, impact, termWeight } from './bm25';
export { queryTerms, type QueryTerm, SYNONYM_WEIGHT } from './query-terms';
export type { Embedder } from './embedder';
export { defaultSynonyms } from './synonyms/default-synonyms';
export { combineSynonymIndexes, createSynonymIndex, type SynonymIndex } from './synonyms/synonym-index';
