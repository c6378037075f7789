import fp from 'fastify-plugin';
import { createEmbeddedVacuum, type EmbeddedVacuumRun } from '../../db/embedded-vacuum';

export interface EmbeddedVacuumControl {
  /** One run now: what the timer does every interval. Null on PostgreSQL, whose autovacuum does it. */
  runOnce(): Promise<EmbeddedVacuumRun | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    embeddedVacuum: EmbeddedVacuumControl;
  }
}

/**
 * On the embedded database (PGlite), VACUUM (ANALYZE) every table some minutes after the app is
 * ready, then every interval (config.embeddedVacuum). PGlite is one process's database, so no lease
 * is needed: no other process can run it. Closing the app clears the timer and ends a run in
 * progress before its next table.
 */
export default fp(
  async (app) => {
    const pglite = app.database.driver === 'pglite';
    const vacuum = createEmbeddedVacuum({ db: app.database.db, log: app.log.child({ module: 'embedded-vacuum' }) });
    let running: Promise<EmbeddedVacuumRun> | null = null;
    let timer: NodeJS.Timeout | null = null;

    const runOnce = async (): Promise<EmbeddedVacuumRun | null> => {
      if (!pglite) return null;
      running ??= vacuum.runOnce().finally(() => {
        running = null;
      });
      return running;
    };
    const schedule = (delayMs: number) => {
      timer = setTimeout(() => {
        runOnce()
          .catch((error: unknown) => app.log.error({ err: error }, 'embedded database vacuum failed'))
          .finally(() => {
            if (timer !== null) schedule(app.config.embeddedVacuum.intervalMs);
          });
      }, delayMs);
      // The schedule never keeps the process alive on its own.
      timer.unref();
    };

    app.decorate('embeddedVacuum', { runOnce });
    if (pglite && app.config.embeddedVacuum.enabled) app.addHook('onReady', async () => schedule(app.config.embeddedVacuum.firstRunDelayMs));
    app.addHook('preClose', async () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      vacuum.stop();
      await running?.catch(() => undefined);
    });
  },
  { name: 'embedded-vacuum', dependencies: ['db'] },
);
