import { createHash } from 'node:crypto';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from './database';
import { isPglite, namedStatementClient } from './pglite-named-statement';

/** What Drizzle's db.execute does inside, with a statement name it has no parameter for (node-postgres takes one; PGlite drops it, see rows()). */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: object & {
    /** node-postgres' pool or client; PGlite, or a PGlite transaction. */
    client?: unknown;
    prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string | undefined, arrayMode: boolean): Runnable;
  };
}

interface Runnable {
  /** Drizzle's PGlite query runs `client.query(text, params, options)`. */
  client?: unknown;
  execute(values: Record<string, unknown>): Promise<unknown>;
}

/** The slots of a statement's text: `${slot.agentId}` in the SQL, the value under that name at each run. */
export type Slots<P> = { [K in keyof P]: Placeholder<K & string, P[K]> };

export interface PreparedStatement<T, P> {
  /** Runs the statement with these values in its slots; the rows its SELECT list makes. */
  rows(db: Pick<Database, 'execute'>, values: P): Promise<T[]>;
  /**
   * Runs it under EXPLAIN (ANALYZE, FORMAT JSON) with these values and answers the plan as run (the
   * top node: "Plan", with "Plans" below it). For tests and benches that check how much a statement
   * reads, never for a request. Not prepared: each call is planned anew.
   */
  plan(db: Pick<Database, 'execute'>, values: P): Promise<PlanNode>;
}

/** A node of EXPLAIN's JSON plan: the fields read here, the others as the database gave them. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
  [field: string]: unknown;
}

/** Rows a plan read from `table` in all: each scan's rows, kept or filtered out, times its loops. */
export function rowsRead(plan: PlanNode, table: string): number {
  const own = plan['Relation Name'] === table ? ((plan['Actual Rows'] ?? 0) + (plan['Rows Removed by Filter'] ?? 0)) * (plan['Actual Loops'] ?? 1) : 0;
  // EXPLAIN gives rows per loop as an average, so the product can be a hair off a whole number.
  return Math.round(own + (plan.Plans ?? []).reduce((sum, child) => sum + rowsRead(child, table), 0));
}

function rowsOf<T>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  throw new Error('the database answered a query without rows');
}

/**
 * A statement a visitor's every message makes, built once. Its SQL is written with named slots
 * instead of values, so its text and parameter list are made the first time it runs and only
 * filled after (making them anew took about a millisecond of the API's CPU per message, a tenth of
 * what a message costs it). It is also a named prepared statement: each pooled PostgreSQL
 * connection, and each PGlite database, parses it once and then only binds and runs it (and plans
 * it once, when PostgreSQL finds its generic plan no dearer than planning for each set of values).
 * The name carries a hash of the text, so two statements can never share one name. Values are
 * bound, never spliced into the text.
 *
 *   const byId = preparedStatement<{ id: string }, { id: string }>('find', (slot) => sql`select ${slot.id}::text as id`);
 *   await byId.rows(db, { id: 'x' });
 */
export function preparedStatement<T extends Record<string, unknown>, P extends object>(
  name: string,
  build: (slots: Slots<P>) => SQL,
): PreparedStatement<T, P> {
  const slots = new Proxy({} as Slots<P>, { get: (_, key) => sql.placeholder(String(key)) });
  const query = build(slots);
  let built: { sql: string; params: unknown[]; name: string } | undefined;
  // One prepared query per session (the pool's, or a transaction's), made once.
  const bySession = new WeakMap<object, Runnable>();

  /** Drizzle's dialect and session, with the statement's text made on the first call. */
  const internals = (db: Pick<Database, 'execute'>) => {
    const { dialect, session } = db as unknown as Partial<DrizzleInternals>;
    // Drizzle's internals moved (an upgrade): nothing can run this. Said loudly, and the
    // prepared-statements test (test/db) fails first.
    if (!dialect || !session) throw new Error(`Drizzle's dialect or session is not where preparedStatement expects it (statement ${name})`);
    if (!built) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      built = { sql: text, params, name: `${name}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}` };
    }
    return { session, built };
  };

  return {
    async rows(db, values) {
      const { session, built: statement } = internals(db);
      let runnable = bySession.get(session);
      if (!runnable) {
        runnable = session.prepareQuery({ sql: statement.sql, params: statement.params }, undefined, statement.name, false);
        // PGlite drops the name Drizzle hands it: its client is swapped for one that keeps it
        // (pglite-named-statement.ts). Drizzle still fills the values, parses and wraps errors.
        if (isPglite(session.client) && 'client' in runnable) runnable.client = namedStatementClient(session.client, statement.name);
        bySession.set(session, runnable);
      }
      return rowsOf<T>(await runnable.execute(values as Record<string, unknown>));
    },
    async plan(db, values) {
      const { session, built: statement } = internals(db);
      const explain = session.prepareQuery({ sql: `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`, params: statement.params }, undefined, undefined, false);
      const [row] = rowsOf<Record<string, unknown>>(await explain.execute(values as Record<string, unknown>));
      // One row, one column ("QUERY PLAN"): node-postgres parses the json, PGlite too.
      const value = row ? Object.values(row)[0] : undefined;
      const document = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: PlanNode }[] | undefined;
      const top = document?.[0]?.Plan;
      if (!top) throw new Error(`EXPLAIN of ${name} answered no plan`);
      return top;
    },
  };
}
