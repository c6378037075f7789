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
