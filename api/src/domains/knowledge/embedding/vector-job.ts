import type { FastifyBaseLogger } from 'fastify';
import type { Embedder } from '../retrieval/embedder';
import type { KnowledgeVectorRepository, PassageVector, UnembeddedPassage } from '../knowledge-vector-repository';
import type { AgentEmbedders } from './agent-embedders';
import { EmbeddingProviderError } from './openai-embedder';
import { passageTexts } from './passage-texts';

/** Passages read per round and embedder; their texts go to the embedder in one call (it batches by length). */
const ROUND_PASSAGES = 32;
/** How often an idle loop looks for passages without vectors (items indexed by another replica, a changed setting). */
const IDLE_POLL_MS = 2_000;
/** What the knowledge screen says of a failure that is not the provider's own (its details stay in the log). */
const PROVIDER_FAILED = '埋め込みの保存に失敗しました。しばらくしてから自動で再試行します。';
/** A provider that failed is tried again after this, doubling up to RETRY_MAX_MS. */
const RETRY_MIN_MS = 5_000;
const RETRY_MAX_MS = 5 * 60_000;

export interface VectorJob {
  start(): void;
  stop(): Promise<void>;
  /** Wakes the loop: an item was just published, a setting changed. */
  kick(): void;
  /** Resolves once a round finds nothing left to embed (benches, tests). */
  whenIdle(): Promise<void>;
  /** Passages embedded since start, and the seconds spent in embedders. */
  stats(): { passages: number; vectors: number; embedSeconds: number };
  /** The last failure of the agent's provider, in Japanese, while it is being retried; null otherwise. */
  lastError(agentId: string): string | null;
}

/**
 * Embeds published passages that have no vector of their agent's model yet, in the background:
 * new and re-indexed items, and every passage after a change of model. An agent's set of vectors of
 * a model is begun with its first vectors and completed when no published passage lacks one; then
 * its other sets are dropped, and until then the last complete set keeps answering
 * (semantic-search.ts). Outside the indexing transaction, so indexing's speed and the swap of
 * generations are unchanged: a passage is searchable by its words at once, by its meaning a moment
 * later. Two replicas may embed the same passage; the second write is dropped.
 */
export function createVectorJob(deps: {
  vectors: KnowledgeVectorRepository;
  embedders: AgentEmbedders;
  log: FastifyBaseLogger;
  /** The agents whose sets of vectors began or completed (this replica's semantic search reads them afresh). */
  onSetsChanged?: (agentIds: readonly string[]) => void;
}): VectorJob {
  let running = false;
  let stopped = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let kicked = false;
  /** Rounds begun so far: a waiter is answered only by a round begun after it asked, which saw what it saw. */
  let rounds = 0;
  let idleWaiters: { after: number; resolve: () => void }[] = [];
  const counts = { passages: 0, vectors: 0, embedSeconds: 0 };
  const failures = new Map<string, { message: string; retryAt: number; delayMs: number }>();

  async function embedPassages(embedder: Embedder, passages: readonly UnembeddedPassage[]): Promise<number> {
    if (passages.length === 0) return 0;
    const texts = passages.flatMap((p) => passageTexts(p).map((t) => ({ ...t, passage: p })));
    const byAgent = new Map<string, number>();
    for (const t of texts) byAgent.set(t.passage.agentId, (byAgent.get(t.passage.agentId) ?? 0) + 1);
    await deps.vectors.begin(embedder.model, embedder.dimensions, byAgent);
    deps.onSetsChanged?.([...byAgent.keys()]);
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

  /** One round: passages embedded (0: nothing left for any embedder that is up). */
  async function round(): Promise<number> {
    let done = 0;
    const builtin = await deps.embedders.builtin(true);
    if (builtin) done += await embedPassages(builtin, await deps.vectors.unembedded(builtin.model, ROUND_PASSAGES));
    const now = Date.now();
    const providerAgents = await deps.embedders.providerAgents();
    for (const { agentId, embedder } of providerAgents) {
      const failure = failures.get(agentId);
      if (failure && failure.retryAt > now) continue;
      try {
        done += await embedPassages(embedder, await deps.vectors.unembedded(embedder.model, ROUND_PASSAGES, agentId));
        failures.delete(agentId);
      } catch (error) {
        const delayMs = Math.min((failure?.delayMs ?? RETRY_MIN_MS / 2) * 2, RETRY_MAX_MS);
        // The provider's own failures are worded for the owner; anything else stays in the log.
        const message = error instanceof EmbeddingProviderError ? error.message : PROVIDER_FAILED;
        failures.set(agentId, { message, retryAt: now + delayMs, delayMs });
        deps.log.warn({ err: error, agentId }, `the agent's embedding provider failed; trying again in ${Math.round(delayMs / 1000)} s`);
      }
    }
    if (done === 0) {
      const completed = builtin ? await deps.vectors.completeSets(builtin.model) : [];
      for (const { agentId, embedder } of providerAgents) {
        if (!failures.has(agentId)) completed.push(...(await deps.vectors.completeSets(embedder.model, [agentId])));
      }
      if (completed.length > 0) deps.onSetsChanged?.(completed);
    }
    return done;
  }

  async function run(): Promise<void> {
    while (!stopped) {
      let done = 0;
      rounds += 1;
      const thisRound = rounds;
      try {
        done = await round();
      } catch (error) {
        deps.log.error({ err: error }, 'embedding passages failed; trying again');
      }
      if (done > 0 && !stopped) continue;
      // A round that began before a waiter asked may have missed what it is waiting for (an item
      // published meanwhile): that waiter stays for the next round.
      const answered = idleWaiters.filter((w) => w.after < thisRound);
      idleWaiters = idleWaiters.filter((w) => w.after >= thisRound);
      for (const waiter of answered) waiter.resolve();
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
      for (const waiter of idleWaiters) waiter.resolve();
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
      return new Promise((resolve) => idleWaiters.push({ after: rounds, resolve }));
    },
    stats: () => ({ ...counts }),
    lastError: (agentId) => failures.get(agentId)?.message ?? null,
  };
}
