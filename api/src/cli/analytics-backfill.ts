import path from 'node:path';
import { readServerEnv } from '../config/server-env';
import type { DatabaseConfig } from '../db/database';
import { openDatabase } from '../db/open-database';
import { recomputeRollups } from '../domains/analytics/recompute-rollups';
import { repositoriesOf } from '../domains/repositories';

/**
 * `pnpm --filter api analytics:backfill [--agent <agent id>]`: rewrites 分析's hourly rollups from
 * the raw rows and makes 利用者数's day sketches, on the database the server uses (DATABASE_URL, else the PGlite under DATA_DIR; stop
 * the server first for PGlite, which one process holds).
 */
async function main(): Promise<void> {
  const env = readServerEnv();
  const config: DatabaseConfig = env.databaseUrl
    ? { kind: 'postgres', url: env.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(env.dataDir, 'pglite') };
  const flag = process.argv.indexOf('--agent');
  const agentId = flag === -1 ? null : (process.argv[flag + 1] ?? null);
  const connection = await openDatabase(config);
  try {
    await connection.migrate();
    const started = performance.now();
    const done = await recomputeRollups(repositoriesOf(connection.db), agentId, { visitorSketches: true });
    console.log(`analytics rollups rewritten: ${done.agents} agent(s), ${done.rows} row(s) in ${Math.round(performance.now() - started)} ms`);
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
