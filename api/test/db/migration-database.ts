import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Client, Pool } from 'pg';
import { MIGRATIONS_FOLDER } from '#src/db/migrations-folder';
import { testDatabase } from '../helper';

// A database of its own, empty, migrated as far as a test asks: for the tests of one migration's
// move of data kept the old way.

interface Journal {
  entries: { tag: string }[];
}

/** A migrations folder holding the migrations up to and including `last`. */
export function migrationsUpTo(last: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'api-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
  const upTo = journal.entries.findIndex((entry) => entry.tag === last);
  if (upTo < 0) throw new Error(`no migration ${last}`);
  const entries = journal.entries.slice(0, upTo + 1);
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) copyFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

export interface Database {
  query<T>(text: string): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function emptyDatabase(): Promise<Database> {
  if (testDatabase === 'pglite') {
    const { vector } = await import('@electric-sql/pglite-pgvector');
    const client = new PGlite({ extensions: { vector } });
    await client.exec('CREATE EXTENSION IF NOT EXISTS vector');
    const db = drizzlePglite({ client });
    return {
      query: async <T>(text: string) => (await client.query<T>(text)).rows,
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const server = process.env.TEST_DATABASE_URL ?? '';
  const name = `test_migration_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const pool = new Pool({ connectionString: url.toString(), max: 2 });
  // A client still closing when the database is dropped reports it; that is the end we asked for.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool });
  return {
    query: async <T>(text: string) => (await pool.query(text)).rows as T[],
    migrate: (migrationsFolder) => migratePostgres(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

