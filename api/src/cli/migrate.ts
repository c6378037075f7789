import path from 'node:path';
import { readServerEnv } from '../config/server-env';
import type { DatabaseConfig } from '../db/database';
import { openDatabase } from '../db/open-database';

/**
 * `pnpm --filter api db:migrate`: applies the pending migrations to the database the server uses
 * (DATABASE_URL, else the PGlite under DATA_DIR), with no time limit. The server also migrates as it
 * starts, within two minutes; a migration that moves many rows (0016 on a database with millions of
 * rollup rows) is run with this first, the server stopped.
 */
async function main(): Promise<void> {
  const env = readServerEnv();
  const config: DatabaseConfig = env.databaseUrl
    ? { kind: 'postgres', url: env.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(env.dataDir, 'pglite') };
  const connection = await openDatabase(config);
  try {
    const started = performance.now();
    await connection.migrate();
    console.log(`migrations applied in ${Math.round(performance.now() - started)} ms`);
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
