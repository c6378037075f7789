import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database';
import { queryRows } from './query-rows';

// PGlite runs PostgreSQL as one backend in this process, with no autovacuum launcher: left alone, no
// table is ever analysed (pg_class.reltuples stays -1, so the planner guesses every row count) and no
// dead row is ever reclaimed (each re-indexed generation, each retention delete, each settings save
// leaves its old rows on disk for good). This does by hand what autovacuum does on a server:
// VACUUM (ANALYZE) one table at a time, with a pause between two, because in PGlite every other
// query waits while one runs and the widget's questions must get through.

export interface EmbeddedVacuumRun {
  /** The tables vacuumed and analysed; fewer than all when the app closed mid-run. */
  tables: number;
  seconds: number;
}

export interface EmbeddedVacuum {
  runOnce(): Promise<EmbeddedVacuumRun>;
  /** Ends a run before its next table (the app is closing). */
  stop(): void;
}

export function createEmbeddedVacuum(options: { db: Database; log: FastifyBaseLogger; pauseMs?: number }): EmbeddedVacuum {
  const { db, log } = options;
  const pauseMs = options.pauseMs ?? 50;
  let stopped = false;
  return {
    async runOnce() {
      const started = performance.now();
      // The catalogue's names, quoted by format(): no table name is ever pasted into SQL unquoted.
      const tables = await queryRows<{ name: string }>(
        db,
        sql`select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where c.relkind in ('r', 'm') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
            order by n.nspname, c.relname`,
      );
      let done = 0;
      for (const { name } of tables) {
        if (stopped) break;
        await db.execute(sql.raw(`VACUUM (ANALYZE) ${name}`));
        done += 1;
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      const seconds = (performance.now() - started) / 1000;
      log.info({ tables: done, seconds }, 'embedded database vacuumed and analysed');
      return { tables: done, seconds };
    },
    stop() {
      stopped = true;
    },
  };
}
