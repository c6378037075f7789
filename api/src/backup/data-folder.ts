import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerEnv } from '#src/config/server-env';
import { errorCode } from '#src/errors/error-code';

/** Where the server keeps what a backup covers in its data folder (src/server.ts, config/*). */
export const pgliteDir = (env: ServerEnv) => path.join(env.dataDir, 'pglite');

/**
 * The key the server runs with: ENCRYPTION_KEY, else the file it keeps in the data folder. Read
 * only, never created: the commands must not invent a key the API does not use.
 */
export function readEncryptionKey(env: ServerEnv): string | undefined {
  if (env.encryptionKey) return env.encryptionKey;
  try {
    return readFileSync(path.join(env.dataDir, 'encryption-key'), 'utf8').trim() || undefined;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}
