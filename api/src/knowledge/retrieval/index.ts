export { BM25, idf, POSTINGS_BUDGET, retrieve, type RetrievedPassage, type RetrieveOptions } from './retrieve';
export { queryTerms, type QueryTerm, SYNONYM_WEIGHT } from './query-terms';
export type { Embedder } from './embedder';
export { defaultSynonyms } from './synonyms/default-synonyms';
export { combineSynonymIndexes, createSynonymIndex, type SynonymIndex } from './synonyms/synonym-index';
