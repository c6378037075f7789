import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { JobLeaseRepository } from './job-lease-repository';
import type { RetentionRepository } from './retention-repository';

/** The row of job_leases this job takes. */
export const RETENTION_JOB_NAME = 'history_retention';

export interface RetentionJobOptions {
  retention: RetentionRepository;
  leases: JobLeaseRepository;
  log: FastifyBaseLogger;
  /** Who holds the lease; unique per process by default. */
  holder?: string;
  /** Conversations per DELETE: each statement stays short, so it never holds locks for long. */
  batchSize?: number;
  /** The pause between two batches, which lets the widget's writes through. */
  pauseMs?: number;
  /** How long a holder keeps the lease without renewing it (it renews every third of that). */
  leaseMs?: number;
  /** A finished run keeps every process from starting another for this long. */
  everyMs?: number;
}

export interface RetentionRun {
  /** False when another process holds the lease, or ran the job less than `everyMs` ago. */
  ran: boolean;
  deleted: number;
}

export interface RetentionJob {
  /** One run, if this process gets the lease: every agent with a retention, batch after batch until none is left. */
  runOnce(): Promise<RetentionRun>;
  /** Ends a run at its next batch (the app is closing). */
  stop(): void;
}

export const RETENTION_DEFAULTS = { batchSize: 1000, pauseMs: 50, leaseMs: 5 * 60_000, everyMs: 55 * 60_000 } as const;

/**
 * The history's retention: deletes the conversations whose last message is older than the agent's
 * retention_days (history-settings), for every agent that set one, in batches. A run starts only
 * after taking the job's lease in job_leases, so it runs once however many API processes share the
 * database; a process that dies mid-run lets the lease lapse and another carries on later.
 */
export function createRetentionJob(options: RetentionJobOptions): RetentionJob {
  const { retention, leases, log } = options;
  const holder = options.holder ?? `${hostname()}-${process.pid}-${randomUUID()}`;
  const batchSize = options.batchSize ?? RETENTION_DEFAULTS.batchSize;
  const pauseMs = options.pauseMs ?? RETENTION_DEFAULTS.pauseMs;
  const leaseMs = options.leaseMs ?? RETENTION_DEFAULTS.leaseMs;
  const everyMs = options.everyMs ?? RETENTION_DEFAULTS.everyMs;
  let stopped = false;
  const pause = () => new Promise<void>((resolve) => setTimeout(resolve, pauseMs));

  async function deleteAll(): Promise<{ deleted: number; finished: boolean }> {
    let deleted = 0;
    let renewedAt = Date.now();
    for (const agent of await retention.agentsWithRetention()) {
      for (;;) {
        if (stopped) return { deleted, finished: false };
        const n = await retention.deleteExpired(agent.agentId, agent.retentionDays, batchSize);
        deleted += n;
        if (Date.now() - renewedAt > leaseMs / 3) {
          // Lost the lease (this process stalled past it and another took over): leave the rest to it.
          if (!(await leases.renew(RETENTION_JOB_NAME, holder, leaseMs))) return { deleted, finished: false };
          renewedAt = Date.now();
        }
        if (n < batchSize) break;
        await pause();
      }
      // 分析's rows keyed by what visitors wrote go with their conversations.
      await retention.pruneVisitorKeys(agent.agentId, agent.retentionDays);
    }
    return { deleted, finished: true };
  }

  return {
    async runOnce() {
      if (stopped || !(await leases.acquire(RETENTION_JOB_NAME, holder, leaseMs, everyMs))) return { ran: false, deleted: 0 };
      let finished = false;
      try {
        const outcome = await deleteAll();
        finished = outcome.finished;
        if (outcome.deleted > 0) log.info({ deleted: outcome.deleted }, 'history retention deleted old conversations');
        return { ran: true, deleted: outcome.deleted };
      } finally {
        await leases.release(RETENTION_JOB_NAME, holder, finished).catch((error: unknown) => log.warn({ err: error }, 'history retention: the lease was not released'));
      }
    },
    stop() {
      stopped = true;
    },
  };
}
