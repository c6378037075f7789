/**
 * The `code` of a Node or library error. Not `instanceof Error`: errors raised by Node's own modules come
 * from another realm under jest's module sandbox, and duck typing reads the same everywhere.
 */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
