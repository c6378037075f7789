import { LRUCache } from 'lru-cache';
import type { Embedder } from '../retrieval/embedder';
import type { ScoredPassage } from '../knowledge-search-repository';
import type { KnowledgeVectorRepository, NearHit, VectorSet } from '../knowledge-vector-repository';
import type { AgentEmbedders } from './agent-embedders';

/** What retrieval asks of meaning: the agent's published passages nearest the question. */
export interface SemanticSearch {
  /** null where no model is available or the agent has no vector of it yet: retrieval is lexical then. */
  nearest(agentId: string, question: string, limit: number, signal?: AbortSignal): Promise<{ model: string; hits: NearHit[]; embedMs: number } | null>;
  /** Reads the agents' sets afresh at their next question (a set began or completed on this replica). */
  forget(agentIds: readonly string[]): void;
  /** The agent's published passages by id (those found by meaning only, once fused). */
  passages(agentId: string, passageIds: readonly string[]): Promise<ScoredPassage[]>;
  /** The embedder retrieval answers the agent with now, and the agent's sets (the knowledge screen's progress; `fresh`: not from the replica's short cache). */
  answering(agentId: string, fresh?: boolean): Promise<{ embedder: Embedder | null; configured: Embedder | null; sets: VectorSet[]; vectors: number }>;
}

const registry = new WeakMap<object, SemanticSearch>();

/** The app's semantic search, by its database (retrieval is called with the database, as repositoriesOf). */
export function attachSemanticSearch(db: object, search: SemanticSearch): void {
  registry.set(db, search);
}

/** Retrieval by words only from now on (bench semantic-stream compares the two in one app). */
export function detachSemanticSearch(db: object): void {
  registry.delete(db);
}

export function semanticSearchOf(db: object): SemanticSearch | undefined {
  return registry.get(db);
}

/** How long a replica answers from what it read of an agent's sets of vectors. */
const SETS_TTL_MS = 2_000;

/**
 * Which set of vectors answers: the configured model's once it is complete (or when no other is),
 * else the newest complete set whose model this app still has (the old model keeps answering while
 * the new one is written).
 */
export function chooseSet(configured: Embedder | null, sets: readonly VectorSet[], available: (model: string) => boolean): string | null {
  const own = configured ? sets.find((s) => s.model === configured.model) : undefined;
  if (configured && own?.ready) return configured.model;
  const older = sets.find((s) => s.ready && s.model !== configured?.model && available(s.model));
  if (older) return older.model;
  return configured && own ? configured.model : null;
}

/**
 * Semantic search with the agent's embedder: embeds the question (the last 1,000 questions'
 * vectors kept, since visitors and quick tests repeat them) and reads the nearest vectors of the
 * answering model. Passages not embedded yet are still found by their words.
 */
export function createSemanticSearch(deps: { vectors: KnowledgeVectorRepository; embedders: AgentEmbedders }): SemanticSearch {
  const cache = new LRUCache<string, Float32Array>({ max: 1_000 });
  // An agent's sets change when a model's set begins or completes: read at most every SETS_TTL_MS, not
  // with every question (a round trip before the question can be embedded); this replica's vector job
  // says at once when it changed them (forget), another replica's within SETS_TTL_MS.
  const setsOf = new LRUCache<string, VectorSet[]>({ max: 10_000, ttl: SETS_TTL_MS });

  async function answering(agentId: string, fresh = false) {
    const [configured, builtin] = await Promise.all([deps.embedders.configured(agentId), deps.embedders.builtin(false)]);
    // No model at all (EMBEDDING_MODEL=off and no provider): words only, without reading the sets.
    if (!configured && !builtin) return { embedder: null, configured: null, sets: [], vectors: 0 };
    let sets = fresh ? undefined : setsOf.get(agentId);
    if (!sets) {
      sets = await deps.vectors.sets(agentId);
      setsOf.set(agentId, sets);
    }
    const model = chooseSet(configured, sets, (m) => m === builtin?.model);
    const embedder = model === null ? null : model === configured?.model ? configured : model === builtin?.model ? builtin : null;
    return { embedder, configured, sets, vectors: sets.find((s) => s.model === model)?.vectors ?? 0 };
  }

  return {
    answering,
    async nearest(agentId, question, limit, signal) {
      const { embedder, vectors } = await answering(agentId);
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
      const hits = await deps.vectors.nearest(agentId, embedder.model, vector, limit, vectors);
      return { model: embedder.model, hits, embedMs };
    },
    passages: (agentId, passageIds) => deps.vectors.passages(agentId, passageIds),
    forget(agentIds) {
      for (const agentId of agentIds) setsOf.delete(agentId);
    },
  };
}
