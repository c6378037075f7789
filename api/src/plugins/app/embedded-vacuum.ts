import fp from 'fastify-plugin';
import { createEmbeddedVacuum, type EmbeddedVacuumRun } from '../../db/embedded-vacuum';
import { repeatJob } from './repeated-job';

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
    const { enabled, firstRunDelayMs, intervalMs } = app.config.embeddedVacuum;
    const run = repeatJob(app, { name: 'embedded database vacuum', job: vacuum, enabled: pglite && enabled, firstRunDelayMs, intervalMs });
    app.decorate('embeddedVacuum', { runOnce: async () => (pglite ? run() : null) });
  },
  { name: 'embedded-vacuum', dependencies: ['db'] },
);
