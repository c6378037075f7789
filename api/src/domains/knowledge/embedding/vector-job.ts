import type { FastifyBaseLogger } from 'fastify';
import type { Embedder } from '../retrieval/embedder';
import type { KnowledgeVectorRepository, PassageVector } from '../knowledge-vector-repository';
import { passageTexts } from './passage-texts';

/** Passages read per round; their texts go to the embedder in one call (it batches by length). */
const ROUND_PASSAGES = 32;
/** How often an idle loop looks for passages without vectors (items indexed by another replica). */
const IDLE_POLL_MS = 2_000;

export interface VectorJob {
  start(): void;
  stop(): Promise<void>;
  /** Wakes the loop: an item was just published. */
  kick(): void;
  /** Resolves once a round finds nothing left to embed (benches, tests). */
  whenIdle(): Promise<void>;
  /** Passages embedded since start, and the seconds spent in the embedder. */
  stats(): { passages: number; vectors: number; embedSeconds: number };
}

/**
 * Embeds published passages that have no vector of the model yet, in the background, a round of
 * ROUND_PASSAGES at a time: new and re-indexed items, and every passage after a change of model
 * (the old model's vectors keep answering meanwhile; semantic-search.ts). Outside the indexing
 * transaction, so indexing's speed and the swap of generations are unchanged, and a passage is
 * searchable by its words at once and by its meaning a moment later. Two replicas may embed the
 * same passage; the second write is dropped (insert … on conflict do nothing).
 */
export function createVectorJob(deps: { vectors: KnowledgeVectorRepository; embedder: () => Promise<Embedder | null>; log: FastifyBaseLogger }): VectorJob {
  let running = false;
  let stopped = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let kicked = false;
  let idleWaiters: (() => void)[] = [];
  const counts = { passages: 0, vectors: 0, embedSeconds: 0 };

  async function round(embedder: Embedder): Promise<number> {
    const passages = await deps.vectors.unembedded(embedder.model, ROUND_PASSAGES);
    if (passages.length === 0) return 0;
    const texts = passages.flatMap((p) => passageTexts(p).map((t) => ({ ...t, passage: p })));
    const vectors: PassageVector[] = [];
    const started = performance.now();
    for (const kind of ['query', 'passage'] as const) {
      const ofKind = texts.filter((t) => t.kind === kind);
      if (ofKind.length === 0) continue;
      const embedded = await embedder.embed(
        ofKind.map((t) => t.text),
        kind,
      );
      ofKind.forEach((t, i) => vectors.push({ passageId: t.passage.passageId, agentId: t.passage.agentId, part: t.part, vector: embedded[i] as Float32Array }));
    }
    counts.embedSeconds += (performance.now() - started) / 1000;
    await deps.vectors.insert(embedder.model, vectors);
    counts.passages += passages.length;
    counts.vectors += vectors.length;
    return passages.length;
  }

  async function run(): Promise<void> {
    while (!stopped) {
      let done = 0;
      try {
        const embedder = await deps.embedder();
        if (embedder) done = await round(embedder);
      } catch (error) {
        deps.log.error({ err: error }, 'embedding passages failed; retrying');
        done = 0;
      }
      if (done > 0) continue;
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
      if (kicked) {
        kicked = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, IDLE_POLL_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    },
    kick() {
      kicked = true;
      wake?.();
    },
    whenIdle() {
      if (!running || stopped) return Promise.resolve();
      kicked = true;
      wake?.();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    stats: () => ({ ...counts }),
  };
}
