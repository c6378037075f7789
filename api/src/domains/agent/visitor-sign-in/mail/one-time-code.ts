import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SIGN_IN_CODE_LENGTH } from 'shared-contracts';

export function newOneTimeCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
}

/**
 * Keyed with the server secret and bound to the code's row: a stolen table cannot be searched by
 * trying the million codes, and one row's hash says nothing about another's.
 */
export function hashOneTimeCode(secret: string, codeId: string, code: string): string {
  return createHmac('sha256', secret).update(`mail-sign-in-code:${codeId}:${code}`).digest('base64url');
}

export function oneTimeCodeMatches(secret: string, codeId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashOneTimeCode(secret, codeId, code));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
