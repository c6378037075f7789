/**
 * A key for a new field: random, so two browser tabs building one form cannot collide, and in
 * the shape the contract asks for (FORM_FIELD_KEY_PATTERN). It never changes once the field
 * exists: answers are stored by it.
 */
export function newFieldKey(taken: ReadonlySet<string>): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(4));
    const key = `field_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
    if (!taken.has(key)) return key;
  }
}
