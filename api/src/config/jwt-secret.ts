import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errorCode } from '../errors/error-code';
import { JWT_SECRET_MIN_LENGTH } from './app-options';

/**
 * Without JWT_SECRET a local start invents a secret once and keeps it in the data folder, so access tokens
 * survive restarts. Several replicas must be given the same JWT_SECRET instead.
 */
export function loadOrCreateJwtSecret(dataDir: string): { secret: string; created: boolean } {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= JWT_SECRET_MIN_LENGTH) return { secret: existing, created: false };
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, created: true };
}
