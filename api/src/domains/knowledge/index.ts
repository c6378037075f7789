/** What the rest of the product (the agent runtime, benchmarks) uses of the knowledge data store. */
export { retrieve, type Retrieved, type RetrievedPassage, type RetrieveOptions, retrieveWithRarity, type TermHeld, type TermRarity, type Embedder } from './retrieval';
export { documentPassages, qaPassages } from './indexing/build-passages';
export { defaultSynonyms, queryTerms, SYNONYM_WEIGHT, type SynonymIndex } from './retrieval';
export { textContentWords } from './text/index-terms';
export { kanaSpelledWords } from './text/kana-spelled-words';
export type { ContentWord } from './text/content-words';
export { extractPlainText } from './extract/extract-plain-text';
export { indexStatistics, type IndexStatistics } from './index-statistics';
export { attachSemanticSearch, detachSemanticSearch, semanticSearchOf, type SemanticSearch } from './embedding/semantic-search';
export { builtinEmbedderOf, type BuiltinEmbedder } from './embedding/builtin-embedder';
export type { EmbedKind } from './retrieval/embedder';
