const NEEDS_ESCAPE = /["\\]/;

/**
 * An array as one PostgreSQL array literal ('{"a","b"}'), to be bound as a single text parameter and
 * cast in SQL (`${textArray(terms)}::text[]`). Drizzle would expand a JS array into a list of
 * parameters, and the two drivers serialise array parameters differently; a literal reads the
 * same on PGlite and node-postgres, and a 50,000-element array stays one parameter.
 */
export function textArray(values: readonly string[]): string {
  // Most values need no escape: testing first spares the replace (indexing builds 36,000 a batch).
  const quoted = new Array<string>(values.length);
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as string;
    quoted[i] = NEEDS_ESCAPE.test(value) ? `"${value.replace(/["\\]/g, '\\$&')}"` : `"${value}"`;
  }
  return `{${quoted.join(',')}}`;
}

/** Finite numbers only; NaN and Infinity have no place in an index. */
export function numberArray(values: readonly number[]): string {
  for (const value of values) if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return `{${values.join(',')}}`;
}
