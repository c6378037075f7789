import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Database } from './database';

/**
 * The rows of a raw SQL query. Both drivers answer `{ rows }`, but Drizzle types a raw result of
 * the shared Database type as unknown; the caller names the row shape its SELECT list makes (cast
 * numbers in SQL, `::int` / `::float8` / `::text`, so both drivers hand back the same JS types).
 */
export async function queryRows<T extends Record<string, unknown>>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

function rowsOf<T>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  throw new Error('the database answered a query without rows');
}

/** What Drizzle's db.execute does inside, with a statement name it has no parameter for (node-postgres takes one; PGlite ignores it). */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: boolean): { execute(): Promise<unknown> } };
}

/**
 * queryRows as a named prepared statement, for the few statements every visitor message makes: on
 * PostgreSQL each pooled connection parses and plans it once and then only binds and runs it (the
 * turn's statements spent 5 ms a message planning, a sixth of their time). The name carries a hash
 * of the text, so a statement whose text varies (a VALUES list as long as its rows) is one prepared
 * statement per shape, never two texts under one name. Use it only for statements of a few fixed
 * shapes: each shape stays prepared on every connection for its life.
 */
export async function queryRowsPrepared<T extends Record<string, unknown>>(db: Pick<Database, 'execute'>, name: string, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as Partial<DrizzleInternals>;
  // Drizzle's internals moved (an upgrade): answer as queryRows does, unprepared. The prepared-statements
  // test (test/db) fails then, so it is seen, not silently slower.
  if (!dialect || !session) return queryRows<T>(db, query);
  const built = dialect.sqlToQuery(query);
  const statement = `${name}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`;
  return rowsOf<T>(await session.prepareQuery(built, undefined, statement, false).execute());
}
