/** A UUID as PostgreSQL writes one (lowercase, hyphenated); /i where a client may send it in capitals. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The id as a parameter for a uuid column, or null (which matches no row) when it is not one. An id
 * compared as `column = $1::uuid` is looked up through the column's index; `column::text = $1`, the
 * way to take any string without a cast error, reads every row of the agent instead.
 */
export function uuidOrNull(id: string): string | null {
  return UUID_PATTERN.test(id) ? id : null;
}
