import fp from 'fastify-plugin';
import { createRetentionJob, type RetentionJob, type RetentionRun } from '../../domains/history/retention-job';

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
    let running: Promise<RetentionRun> | null = null;
    let timer: NodeJS.Timeout | null = null;

    const runOnce = (): Promise<RetentionRun> => {
      running ??= job.runOnce().finally(() => {
        running = null;
      });
      return running;
    };
    const schedule = (delayMs: number) => {
      timer = setTimeout(() => {
        runOnce()
          .catch((error: unknown) => app.log.error({ err: error }, 'history retention failed'))
          .finally(() => {
            if (timer !== null) schedule(intervalMs);
          });
      }, delayMs);
      // The job never keeps the process alive on its own.
      timer.unref();
    };

    app.decorate('historyRetention', { runOnce });
    if (enabled) app.addHook('onReady', async () => schedule(firstRunDelayMs));
    app.addHook('preClose', async () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      job.stop();
      await running?.catch(() => undefined);
    });
  },
  { name: 'history-retention', dependencies: ['db', 'repositories'] },
);
