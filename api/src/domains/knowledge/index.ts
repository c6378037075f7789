/** What the rest of the product (the agent runtime, benchmarks) uses of the knowledge data store. */
export { retrieve, type RetrievedPassage, type RetrieveOptions, type Embedder } from './retrieval';
export { documentPassages } from './indexing/build-passages';
export { extractPlainText } from './extract/extract-plain-text';
export { indexStatistics, type IndexStatistics } from './index-statistics';
