import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import type { DatabaseConnection } from './database';
import { VECTOR_SESSION_SETTINGS, VECTOR_TABLES_DDL } from './vector-tables';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';

/** Any 64-bit constant works; it only has to be the same in every replica of this API. */
const MIGRATION_LOCK_KEY = 7_420_615_001;

/** A PostgreSQL server through a node-postgres pool. */
export function openPostgres(url: string, poolSize = 10): DatabaseConnection {
  const pool = new Pool({ connectionString: url, max: poolSize });
  // An idle client losing its server (restart, failover) must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.query(VECTOR_SESSION_SETTINGS).catch(() => undefined);
  });
  const db = drizzle({ client: pool, schema });
  let closed = false;
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // Replicas starting together would otherwise race on the same migrations.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const available = await lock.query("select 1 from pg_available_extensions where name = 'vector'");
        const vectorSearch = (available.rowCount ?? 0) > 0;
        if (vectorSearch) await lock.query('CREATE EXTENSION IF NOT EXISTS vector');
        await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
        if (vectorSearch) for (const statement of VECTOR_TABLES_DDL) await lock.query(statement);
        return { vectorSearch };
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lock.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
