import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { KnowledgeQueueRepository } from '../knowledge-queue-repository';
import { indexingMessages } from '../messages';
import { type IndexingContext, indexClaimedItem } from './index-item';
import { INDEX_FORMAT } from './index-format';

export interface KnowledgeJobRunner {
  /** Starts the loop (once). */
  start(): void;
  /** Looks for work now instead of at the next poll: after an item was queued on this replica. */
  kick(): void;
  /** Stops after the current batch; the item in hand goes back to the queue. */
  stop(): Promise<void>;
  /** Resolves the next time the loop finds nothing to claim. */
  whenIdle(): Promise<void>;
}

export interface JobRunnerOptions extends Omit<IndexingContext, 'leaseOwner' | 'signal'> {
  queue: KnowledgeQueueRepository;
  log: FastifyBaseLogger;
  /** How often an idle replica looks for items queued elsewhere (or whose lease lapsed). */
  pollIntervalMs?: number;
  /** Items this replica indexes at once, each run claiming its own (default 1). */
  runs?: number;
}

/** Runs that end in an unexpected error (not a bad source: a crash, the database away) before the item shows エラー. */
export const ATTEMPTS_MAX = 3;
const RETRY_DELAY_MS = 5_000;

/**
 * The in-process indexing loops of one API replica: each claims one queued item at a time from the
 * database (the queue is the knowledge_items table itself), indexes it, and looks again. Runs of one
 * replica share nothing but the queue, like runs of two replicas: leases keep them off each other's
 * items. Nothing lives only in this process: a replica that stops mid-run lets its lease lapse or
 * hands the item back, and any replica carries on.
 */
export function createKnowledgeJobRunner(options: JobRunnerOptions): KnowledgeJobRunner {
  const { queue, log, pollIntervalMs = 2_000, runs = 1 } = options;
  const leaseOwner = `${process.pid}-${randomUUID()}`;
  const stopping = new AbortController();
  let started: Promise<void> | null = null;
  /** Per loop: a kick arrived while it was busy (it looks again at once), and how to wake it from a pause. */
  const loops = Array.from({ length: Math.max(1, runs) }, () => ({ kicked: false, wake: null as (() => void) | null }));
  /** Loops between claiming and finishing an item: the runner is idle only when none is. */
  let busy = 0;
  let idleWaiters: (() => void)[] = [];

  const pause = (loop: (typeof loops)[number], ms: number) =>
    new Promise<void>((resolve) => {
      if (loop.kicked || stopping.signal.aborted) {
        loop.kicked = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        loop.wake = null;
        loop.kicked = false;
        resolve();
      }
      loop.wake = done;
    });

  async function runOnce(): Promise<boolean> {
    const item = await queue.claimNext(leaseOwner, options.leaseMs);
    if (!item) return false;
    try {
      const outcome = await indexClaimedItem(item, { ...options, leaseOwner, signal: stopping.signal });
      log.info({ itemId: item.id, generation: item.generation, outcome }, 'knowledge item indexed');
    } catch (error) {
      log.error({ err: error, itemId: item.id, attempt: item.attempts }, 'knowledge indexing failed');
      await options.index.removeGeneration(item.id, item.generation).catch(() => undefined);
      if (item.attempts >= ATTEMPTS_MAX) await queue.fail(item.id, leaseOwner, item.contentVersion, indexingMessages.failed).catch(() => undefined);
      else await queue.release(item.id, leaseOwner, RETRY_DELAY_MS * item.attempts).catch(() => undefined);
    }
    return true;
  }

  async function loopOf(loop: (typeof loops)[number]): Promise<void> {
    while (!stopping.signal.aborted) {
      let worked = false;
      busy += 1;
      try {
        worked = await runOnce();
      } catch (error) {
        if (stopping.signal.aborted) break;
        log.error({ err: error }, 'knowledge queue unavailable');
      } finally {
        busy -= 1;
      }
      if (worked) continue;
      // Another loop may still be indexing the last item: idle means every loop found nothing.
      if (busy === 0) {
        const waiters = idleWaiters;
        idleWaiters = [];
        for (const resolve of waiters) resolve();
      }
      await pause(loop, pollIntervalMs);
    }
  }

  async function run(): Promise<void> {
    try {
      const requeued = await queue.requeueOlderFormats(INDEX_FORMAT);
      if (requeued > 0) log.info({ requeued, format: INDEX_FORMAT }, 'knowledge items queued again for a new index format');
    } catch (error) {
      log.error({ err: error }, 'knowledge items of an older index format could not be queued again');
    }
    await Promise.all(loops.map(loopOf));
  }

  const kick = () => {
    for (const loop of loops) {
      loop.kicked = true;
      loop.wake?.();
    }
  };

  return {
    start() {
      started ??= run();
    },
    kick,
    async stop() {
      stopping.abort();
      for (const loop of loops) loop.wake?.();
      await started;
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    },
    whenIdle() {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        kick();
      });
    },
  };
}
