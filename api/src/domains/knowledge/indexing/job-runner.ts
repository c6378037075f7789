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
}

/** Runs that end in an unexpected error (not a bad source: a crash, the database away) before the item shows エラー. */
export const ATTEMPTS_MAX = 3;
const RETRY_DELAY_MS = 5_000;

/**
 * The in-process indexing loop of one API replica: claims one queued item at a time from the
 * database (the queue is the knowledge_items table itself), indexes it, and looks again. Nothing
 * lives only in this process: a replica that stops mid-run lets its lease lapse or hands the item
 * back, and any replica carries on.
 */
export function createKnowledgeJobRunner(options: JobRunnerOptions): KnowledgeJobRunner {
  const { queue, log, pollIntervalMs = 2_000 } = options;
  const leaseOwner = `${process.pid}-${randomUUID()}`;
  const stopping = new AbortController();
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let kicked = false;
  let idleWaiters: (() => void)[] = [];

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (kicked || stopping.signal.aborted) {
        kicked = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        kicked = false;
        resolve();
      }
      wake = done;
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

  async function run(): Promise<void> {
    try {
      const requeued = await queue.requeueOlderFormats(INDEX_FORMAT);
      if (requeued > 0) log.info({ requeued, format: INDEX_FORMAT }, 'knowledge items queued again for a new index format');
    } catch (error) {
      log.error({ err: error }, 'knowledge items of an older index format could not be queued again');
    }
    while (!stopping.signal.aborted) {
      let worked = false;
      try {
        worked = await runOnce();
      } catch (error) {
        if (stopping.signal.aborted) break;
        log.error({ err: error }, 'knowledge queue unavailable');
      }
      if (worked) continue;
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
      await pause(pollIntervalMs);
    }
  }

  const kick = () => {
    kicked = true;
    wake?.();
  };

  return {
    start() {
      loop ??= run();
    },
    kick,
    async stop() {
      stopping.abort();
      wake?.();
      await loop;
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
