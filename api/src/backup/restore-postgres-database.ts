import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { postgresToolConnection } from './postgres-connection';
import { runTool } from './run-tool';

/**
 * Empties the product's schemas first, so that tables added by migrations newer than the backup
 * go too (the server applies those migrations again at its next start). In one transaction with
 * the dump's own statements: a restore that fails leaves the database as it was.
 */
const PRELUDE = `DROP SCHEMA IF EXISTS drizzle CASCADE;
DROP SCHEMA IF EXISTS public CASCADE;
CREATE SCHEMA public;
`;

/** Refuses while others are connected to the database: the API (any replica) must be stopped. */
async function assertNobodyConnected(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ application_name: string; client_addr: string | null }>(
      'select application_name, client_addr::text from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    if (rows.length > 0) {
      const who = rows.map((row) => `${row.application_name || 'unnamed'}@${row.client_addr ?? 'local'}`).join(', ');
      throw new Error(`${rows.length} other connection(s) to this database (${who}): stop the API (every replica) before restoring`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Restores pg_dump's custom-format file into DATABASE_URL's database with the field's tools:
 * pg_restore writes the statements, psql runs them with the prelude in a single transaction.
 */
export async function restorePostgresDatabase(databaseUrl: string, dumpFile: string, workDir: string): Promise<void> {
  await assertNobodyConnected(databaseUrl);
  const { dbname, env } = postgresToolConnection(databaseUrl);
  const prelude = path.join(workDir, 'prelude.sql');
  const statements = path.join(workDir, 'restore.sql');
  await writeFile(prelude, PRELUDE);
  await runTool('pg_restore', ['--no-owner', '--no-privileges', `--file=${statements}`, dumpFile], env);
  await runTool('psql', ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`, `--file=${prelude}`, `--file=${statements}`], env);
}
