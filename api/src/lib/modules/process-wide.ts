/**
 * Where processWide keeps its values. A module's own variable would do in a real process, but jest
 * gives every test file a fresh module registry, so each API test file that builds the app loaded
 * the dictionaries again (IPADIC and Sudachi's synonyms: about two seconds a file, on both databases'
 * runs). The API's jest environment (test/setup/environment.cjs) puts one store under this key in
 * every test file's global, for as long as its worker lives; anywhere else there is none and the
 * store is this module's own.
 */
const STORE_KEY = Symbol.for('avatar-agent.process-wide');

const store: Map<string, unknown> = ((globalThis as Record<symbol, unknown>)[STORE_KEY] as Map<string, unknown> | undefined) ?? new Map();

/**
 * A value made once per process on first use and kept: only for what is read and never changed
 * (dictionaries), since under jest it is shared by the test files of one worker.
 */
export function processWide<T>(key: string, make: () => T): T {
  if (store.has(key)) return store.get(key) as T;
  const value = make();
  store.set(key, value);
  return value;
}
