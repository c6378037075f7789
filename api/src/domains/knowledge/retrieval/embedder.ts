/**
 * The seam for vector search. Nothing implements it yet: when an embedding provider is configured
 * and the database has pgvector (`app.vectorSearch`), an implementation turns passages (at indexing)
 * and questions (at retrieval) into vectors; a custom migration guarded by
 * `IF EXISTS (SELECT FROM pg_extension WHERE extname = 'vector')` adds a vector column to
 * knowledge_passages, and retrieval fuses its nearest passages with the BM25 ranking (reciprocal
 * rank fusion), so either alone still answers.
 */
export interface Embedder {
  /** Names the model, so vectors of another model are never compared with these. */
  readonly model: string;
  readonly dimensions: number;
  /** One vector per text, in order. */
  embed(texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]>;
}
