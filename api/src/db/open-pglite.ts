import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { DatabaseConfig, DatabaseConnection } from './database';
import { VECTOR_SESSION_SETTINGS, VECTOR_TABLES_DDL } from './vector-tables';
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

type PgliteAssets = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>>;
type WasmModule = PgliteAssets['pgliteWasmModule'];
/** Node's global WebAssembly; the API's types leave out the DOM library that declares it. */
const { WebAssembly: wasm } = globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } };
let assets: Promise<PgliteAssets> | undefined;

/**
 * PGlite's WASM modules and file-system bundle, compiled and read once per process. Left to itself,
 * PGlite reads and compiles them again for every database it opens (about 0.3 s of the 1.1 s an
 * in-memory database from a snapshot costs on this 2-core machine): paid by every test app after the
 * first in a test file, and by a backup's or restore's second database.
 */
function pgliteAssets(): Promise<PgliteAssets> {
  assets ??= (async () => {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      wasm.compile(readFileSync(path.join(dist, 'pglite.wasm'))),
      wasm.compile(readFileSync(path.join(dist, 'initdb.wasm'))),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([readFileSync(path.join(dist, 'pglite.data'))]) };
  })();
  return assets;
}

/** The embedded database: PGlite ships pgvector as a package, so vector search is always on here. */
export async function openPglite({ dataDir, snapshot }: Extract<DatabaseConfig, { kind: 'pglite' }>): Promise<PgliteConnection> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    extensions: { vector },
    ...(await pgliteAssets()),
  });
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
      for (const statement of VECTOR_TABLES_DDL) await db.execute(sql.raw(statement));
      await db.execute(sql.raw(VECTOR_SESSION_SETTINGS));
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
