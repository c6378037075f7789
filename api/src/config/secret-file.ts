import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errorCode } from '../errors/error-code';

/**
 * A server secret kept in the data folder: read when a long enough one is there, otherwise invented
 * once and written readable by this user only, so it survives restarts. Several replicas must be
 * given the same secret through the environment instead.
 */
export function loadOrCreateSecretFile(dataDir: string, fileName: string, minLength: number): { secret: string; created: boolean } {
  const file = path.join(dataDir, fileName);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= minLength) return { secret: existing, created: false };
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, created: true };
}
