import { createHash, randomBytes } from 'node:crypto';

/** Random values of a LINE Login: state, nonce, and the PKCE verifier (RFC 7636: 43–128 characters). */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Base64Url(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** code_challenge for code_challenge_method=S256. */
export function codeChallengeOf(verifier: string): string {
  return sha256Base64Url(verifier);
}
