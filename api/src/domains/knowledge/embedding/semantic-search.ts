import { LRUCache } from 'lru-cache';
import type { Embedder } from '../retrieval/embedder';
import type { KnowledgeVectorRepository, NearPassage } from '../knowledge-vector-repository';

/** What retrieval asks of meaning: the agent's published passages nearest the question. */
export interface SemanticSearch {
  /** null where no model is available or the agent has no vector of it yet: retrieval is lexical then. */
  nearest(agentId: string, question: string, limit: number, signal?: AbortSignal): Promise<{ model: string; passages: NearPassage[]; embedMs: number } | null>;
}

const registry = new WeakMap<object, SemanticSearch>();

/** The app's semantic search, by its database (retrieval is called with the database, as repositoriesOf). */
export function attachSemanticSearch(db: object, search: SemanticSearch): void {
  registry.set(db, search);
}

export function semanticSearchOf(db: object): SemanticSearch | undefined {
  return registry.get(db);
}

/**
 * Semantic search with one embedder (the built-in model): embeds the question (the last 1,000
 * questions' vectors kept, since visitors and quick tests repeat them) and reads the nearest vectors
 * of that model. Passages not embedded yet are still found by their words.
 */
export function createSemanticSearch(deps: { vectors: KnowledgeVectorRepository; embedder: () => Promise<Embedder | null> }): SemanticSearch {
  const cache = new LRUCache<string, Float32Array>({ max: 1_000 });
  return {
    async nearest(agentId, question, limit, signal) {
      const embedder = await deps.embedder();
      if (!embedder) return null;
      const key = `${embedder.model}\u0000${question}`;
      const started = performance.now();
      let vector = cache.get(key);
      if (!vector) {
        [vector] = await embedder.embed([question], 'query', signal);
        if (!vector) return null;
        cache.set(key, vector);
      }
      const embedMs = performance.now() - started;
      const passages = await deps.vectors.nearest(agentId, embedder.model, vector, limit);
      return { model: embedder.model, passages, embedMs };
    },
  };
}
