import { createHmac } from 'node:crypto';
import { IdTokenError, verifyLineIdToken } from '#src/domains/agent/visitor-sign-in/line/id-token';

const SECRET = '0123456789abcdef0123456789abcdef';
const NOW = new Date('2026-11-21T10:00:00Z');
const EXPECTED = { channelId: '1650000001', channelSecret: SECRET, nonce: 'n-123', now: NOW };

function token(claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }, secret = SECRET): string {
  const h = Buffer.from(JSON.stringify(header)).toString('base64url');
  const p = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${h}.${p}.${createHmac('sha256', secret).update(`${h}.${p}`).digest('base64url')}`;
}

const base = { iss: 'https://access.line.me', sub: 'U0123', aud: '1650000001', exp: NOW.getTime() / 1000 + 600, iat: NOW.getTime() / 1000, nonce: 'n-123', name: ' 花子 ' };

function reason(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof IdTokenError) return error.reason;
    throw error;
  }
  return 'accepted';
}

describe('LINE ID token verification', () => {
  it('accepts a token as LINE signs it, the audience also as a list', () => {
    expect(verifyLineIdToken(token(base), EXPECTED)).toEqual({ sub: 'U0123', name: '花子', email: null });
    expect(verifyLineIdToken(token({ ...base, aud: ['other', '1650000001'], email: 'A@Example.jp' }), EXPECTED)).toMatchObject({ email: 'a@example.jp' });
  });

  it('refuses what LINE did not sign for this channel and this sign-in', () => {
    expect(reason(() => verifyLineIdToken('a.b', EXPECTED))).toBe('malformed');
    expect(reason(() => verifyLineIdToken('!!.??.xx', EXPECTED))).toBe('malformed');
    expect(reason(() => verifyLineIdToken(token(base, { alg: 'none' }), EXPECTED))).toBe('algorithm');
    expect(reason(() => verifyLineIdToken(token(base, undefined, 'f'.repeat(32)), EXPECTED))).toBe('signature');
    const [h, , s] = token(base).split('.');
    const swapped = Buffer.from(JSON.stringify({ ...base, sub: 'Uattacker' })).toString('base64url');
    expect(reason(() => verifyLineIdToken(`${h}.${swapped}.${s}`, EXPECTED))).toBe('signature');
    expect(reason(() => verifyLineIdToken(token({ ...base, iss: 'https://access.line.me/' }), EXPECTED))).toBe('issuer');
    expect(reason(() => verifyLineIdToken(token({ ...base, aud: '1650000002' }), EXPECTED))).toBe('audience');
    expect(reason(() => verifyLineIdToken(token({ ...base, exp: NOW.getTime() / 1000 - 61 }), EXPECTED))).toBe('expired');
    expect(reason(() => verifyLineIdToken(token({ ...base, exp: undefined }), EXPECTED))).toBe('expired');
    expect(reason(() => verifyLineIdToken(token({ ...base, nonce: 'n-124' }), EXPECTED))).toBe('nonce');
    expect(reason(() => verifyLineIdToken(token({ ...base, sub: '' }), EXPECTED))).toBe('malformed');
  });

  it('allows a minute of clock skew and no more', () => {
    expect(reason(() => verifyLineIdToken(token({ ...base, exp: NOW.getTime() / 1000 - 30 }), EXPECTED))).toBe('accepted');
  });
});
