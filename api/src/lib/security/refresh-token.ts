import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: guessing one is hopeless, so a plain SHA-256 (no salt, no stretching) is enough to store it. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
