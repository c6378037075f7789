import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { DatabaseConfig, DatabaseConnection } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';

export interface PgliteConnection extends DatabaseConnection {
  /** The data directory as a tarball, for `snapshot` (the tests' migrated template). */
  dump(): Promise<Blob>;
}

/** The embedded database: PGlite ships pgvector as a package, so vector search is always on here. */
export async function openPglite({ dataDir, snapshot }: Extract<DatabaseConfig, { kind: 'pglite' }>): Promise<PgliteConnection> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(snapshot ? { loadDataDir: snapshot } : {}), extensions: { vector } });
  const db = drizzle({ client, schema });
  let closed = false;
  return {
    db,
    driver: 'pglite',
    async dump() {
      return client.dumpDataDir('none');
    },
    async migrate() {
      await db.execute(sql`CREATE EXTENSION IF NOT EXISTS vector`);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      return { vectorSearch: true };
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}
