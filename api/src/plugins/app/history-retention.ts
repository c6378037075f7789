import fp from 'fastify-plugin';
import { createRetentionJob, type RetentionJob, type RetentionRun } from '../../domains/history/retention-job';
import { repeatJob } from './repeated-job';

export interface HistoryRetention {
  /** One run now (if this process gets the lease): what the timer does every interval. */
  runOnce(): Promise<RetentionRun>;
}

declare module 'fastify' {
  interface FastifyInstance {
    historyRetention: HistoryRetention;
  }
}

/**
 * The history's retention job in this API process: a first run shortly after the app is ready, then
 * one every interval (config.historyRetention; off in tests that call runOnce themselves). Each run
 * takes the job's database lease first, so however many processes share the database, one of them
 * runs it. Closing the app clears the timer and lets a run in progress end at its next batch.
 */
export default fp(
  async (app) => {
    const { enabled, firstRunDelayMs, intervalMs } = app.config.historyRetention;
    const job: RetentionJob = createRetentionJob({
      retention: app.repositories.retention,
      leases: app.repositories.jobLeases,
      log: app.log.child({ module: 'history-retention' }),
      // A run finished by any process holds the others off until the next interval is nearly due.
      everyMs: Math.floor(intervalMs * 0.9),
    });
    const runOnce = repeatJob(app, { name: 'history retention', job, enabled, firstRunDelayMs, intervalMs });
    app.decorate('historyRetention', { runOnce });
  },
  { name: 'history-retention', dependencies: ['db', 'repositories'] },
);
