import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Drizzle over either driver: repositories are written once for PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where the data lives: an embedded PGlite (a folder, or memory when `dataDir` is absent) or a PostgreSQL server. */
export type DatabaseConfig =
  // snapshot: a dumped data directory (PGlite's dumpDataDir) an in-memory database starts from instead of running
  // initdb, which costs seconds in WASM; the tests start every app from one migrated snapshot.
  | { kind: 'pglite'; dataDir?: string; snapshot?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

export type DatabaseDriver = DatabaseConfig['kind'];

export interface DatabaseConnection {
  db: Database;
  driver: DatabaseDriver;
  /** Applies the committed migrations (and pgvector where the server has it); safe to call on every start. */
  migrate(): Promise<MigrationOutcome>;
  /** Answers when the database takes a trivial query. */
  ping(): Promise<void>;
  /** Idempotent. */
  close(): Promise<void>;
}

export interface MigrationOutcome {
  vectorSearch: boolean;
}
