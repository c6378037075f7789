import { AGENT_ID_PATTERN, generateAgentId } from '../../src/lib/security/agent-id';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../src/lib/security/password';
import { generateRefreshToken, hashRefreshToken } from '../../src/lib/security/refresh-token';

describe('passwords', () => {
  it('are hashed with argon2id (memory-hard), salted, and verified', async () => {
    const first = await hashPassword('パスワード123');
    const second = await hashPassword('パスワード123');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    await expect(verifyPassword(first, 'パスワード123')).resolves.toBe(true);
    await expect(verifyPassword(first, 'パスワード124')).resolves.toBe(false);
  });

  it('a damaged stored hash reads as a wrong password', async () => {
    await expect(verifyPassword('not-a-hash', 'anything')).resolves.toBe(false);
  });

  it('the dummy hash for unknown accounts is a real argon2id hash that nothing matches', async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy).toMatch(/^\$argon2id\$/);
    await expect(verifyPassword(dummy, '')).resolves.toBe(false);
    expect(await dummyPasswordHash()).toBe(dummy);
  });
});

describe('refresh tokens', () => {
  it('are 32 random bytes in base64url', () => {
    const tokens = new Set(Array.from({ length: 100 }, generateRefreshToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('are stored as their SHA-256 in hex', () => {
    expect(hashRefreshToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('AgentIDs', () => {
  it('read agt_ and 20 lower-case Crockford base32 characters, and do not repeat', () => {
    const ids = Array.from({ length: 500 }, generateAgentId);
    for (const id of ids) expect(id).toMatch(AGENT_ID_PATTERN);
    expect(new Set(ids).size).toBe(500);
    expect(ids.join('')).not.toMatch(/[ilou]/);
  });
});
