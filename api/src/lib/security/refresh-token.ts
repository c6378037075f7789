import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 256 random bits: guessing one is hopeless, so a plain SHA-256 (no salt, no stretching) is enough to store it. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The token that replaces `token` when it is rotated: an HMAC of it under the server's key, so the
 * API can answer a retried or racing refresh of the same token with the same successor without
 * keeping any token readable (only hashes are stored). As unguessable as a random token to anyone
 * without both the token and the key.
 */
export function successorRefreshToken(token: string, key: string): string {
  return createHmac('sha256', key).update('refresh-token-successor\0').update(token).digest('base64url');
}
