import { createHmac, timingSafeEqual } from 'node:crypto';

/** LINE Login v2.1's ID token issuer. */
export const LINE_ID_TOKEN_ISSUER = 'https://access.line.me';

export interface LineIdTokenClaims {
  /** The LINE user id. */
  sub: string;
  name: string | null;
  email: string | null;
}

export type IdTokenRefusal = 'malformed' | 'algorithm' | 'signature' | 'issuer' | 'audience' | 'expired' | 'nonce';

export class IdTokenError extends Error {
  constructor(readonly reason: IdTokenRefusal) {
    super(`LINE ID token refused: ${reason}`);
    this.name = 'IdTokenError';
  }
}

function decodeJson(part: string): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new IdTokenError('malformed');
  return value as Record<string, unknown>;
}

/**
 * Verifies an ID token of a LINE Login web channel the way LINE documents it: HS256 signed with the
 * channel secret, iss https://access.line.me, aud the channel id, not expired, and the nonce this
 * sign-in sent. Any other algorithm (none, RS256 with the secret as a key…) is refused.
 */
export function verifyLineIdToken(
  token: string,
  expected: { channelId: string; channelSecret: string; nonce: string; now: Date; clockSkewSeconds?: number },
): LineIdTokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new IdTokenError('malformed');
  const [encodedHeader = '', encodedPayload = '', encodedSignature = ''] = parts;
  let header: Record<string, unknown>;
  let claims: Record<string, unknown>;
  try {
    header = decodeJson(encodedHeader);
    claims = decodeJson(encodedPayload);
  } catch {
    throw new IdTokenError('malformed');
  }
  if (header.alg !== 'HS256') throw new IdTokenError('algorithm');
  const expectedSignature = createHmac('sha256', expected.channelSecret).update(`${encodedHeader}.${encodedPayload}`).digest();
  const signature = Buffer.from(encodedSignature, 'base64url');
  if (signature.length !== expectedSignature.length || !timingSafeEqual(signature, expectedSignature)) throw new IdTokenError('signature');

  if (claims.iss !== LINE_ID_TOKEN_ISSUER) throw new IdTokenError('issuer');
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audience.includes(expected.channelId)) throw new IdTokenError('audience');
  const skew = expected.clockSkewSeconds ?? 60;
  if (typeof claims.exp !== 'number' || claims.exp + skew <= expected.now.getTime() / 1000) throw new IdTokenError('expired');
  if (typeof claims.nonce !== 'string' || claims.nonce !== expected.nonce) throw new IdTokenError('nonce');
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new IdTokenError('malformed');
  return {
    sub: claims.sub,
    name: typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name.trim() : null,
    email: typeof claims.email === 'string' && claims.email !== '' ? claims.email.toLowerCase() : null,
  };
}
