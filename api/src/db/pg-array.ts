/**
 * An array as one PostgreSQL array literal ('{"a","b"}'), to be bound as a single text parameter and
 * cast in SQL (`${textArray(terms)}::text[]`). Drizzle would expand a JS array into a list of
 * parameters, and the two drivers serialise array parameters differently; a literal reads the
 * same on PGlite and node-postgres, and a 50,000-element array stays one parameter.
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (character) => `\\${character}`)}"`).join(',')}}`;
}

/** Finite numbers only; NaN and Infinity have no place in an index. */
export function numberArray(values: readonly number[]): string {
  for (const value of values) if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return `{${values.join(',')}}`;
}
