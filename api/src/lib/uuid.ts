/** A UUID in its hyphenated form, in either case (PostgreSQL reads ABC… and abc… as the same id). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a path, a body or a token is a UUID: one that is not is simply not found (404). */
export function isUuid(id: string): boolean {
  return UUID_PATTERN.test(id);
}

/**
 * The id as a parameter for a uuid column, or null (which matches no row) when it is not one. An id
 * compared as `column = $1::uuid` is looked up through the column's index; `column::text = $1`, the
 * way to take any string without a cast error, reads every row of the agent instead.
 */
export function uuidOrNull(id: string): string | null {
  return isUuid(id) ? id : null;
}
