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
  /**
   * The data directory as a tarball for a backup, consistent while the API runs: taken inside a
   * transaction, which in PGlite holds every other query and transaction off, after a checkpoint
   * (a restore starts without replaying WAL); `read` runs in that same instant (the backup's counts).
   */
  backupDump<T>(read: (query: (text: string) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<{ dump: Blob; read: T }>;
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
    async backupDump(read) {
      return client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        const answer = await read(async (text) => (await tx.query<Record<string, unknown>>(text)).rows);
        return { dump: await client.dumpDataDir('none'), read: answer };
      });
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
