/**
 * What turns text into vectors for retrieval by meaning (docs/architecture.md §6). Two kinds implement it: the
 * built-in model, run in the API's process with no network at answer time
 * (`../embedding/builtin-embedder.ts`), and any OpenAI-compatible `/v1/embeddings` provider an
 * owner names in AI詳細設定 (`../embedding/openai-embedder.ts`). Passages are embedded at indexing
 * (in batches, by the vector job), the visitor's question at answer time; the nearest passages are
 * fused with the BM25 ranking (`fuse.ts`), so either alone still answers.
 */
export type EmbedKind = 'query' | 'passage';

export interface Embedder {
  /**
   * Names the model and where it runs (`builtin:multilingual-e5-small`, `openai:<base url>#<model>`):
   * vectors are stored under it, so vectors of another model are never compared with these.
   */
  readonly model: string;
  readonly dimensions: number;
  /**
   * One unit-length vector per text, in order. `kind` matters to models trained with prefixes
   * (e5: `query: ` / `passage: `); a provider without them embeds both alike.
   */
  embed(texts: readonly string[], kind: EmbedKind, signal?: AbortSignal): Promise<Float32Array[]>;
}
