import { errorCode } from '../errors/error-code';

/**
 * Whether a query failed on a unique index (SQLSTATE 23505). Drizzle wraps driver errors, so the
 * code may sit on a cause; both drivers (node-postgres, PGlite) report the SQLSTATE as `code`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (errorCode(current) === '23505') return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}
