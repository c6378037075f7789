import { createSecretBox } from '../../src/lib/security/secret-box';

const KEY = 'a-server-encryption-key-of-enough-length';

describe('createSecretBox', () => {
  const box = createSecretBox(KEY);

  it('seals to an opaque versioned string and opens it again', () => {
    const secret = 'sk-live-秘密-0123456789abcdef';
    const sealed = box.seal(secret, 'agent_settings/agt_1/detail_ai');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    // Neither the secret nor a readable tail of it shows through. (A three-character check such as
    // "sk-" is not a test: a 56-character random base64url payload holds it about once in 4,900
    // seals, and once it failed CI.)
    expect(sealed).not.toContain('0123456789abcdef');
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain('0123456789abcdef');
    expect(box.open(sealed, 'agent_settings/agt_1/detail_ai')).toBe(secret);
  });

  it('never seals the same secret to the same string (a fresh IV each time)', () => {
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  it('opens only in the context it was sealed for', () => {
    const sealed = box.seal('secret', 'agent_settings/agt_1/detail_ai');
    expect(() => box.open(sealed, 'agent_settings/agt_2/detail_ai')).toThrow();
    expect(() => box.open(sealed, 'agent_settings/agt_1/line_login')).toThrow();
  });

  it('opens only under the key it was sealed with', () => {
    const sealed = box.seal('secret', 'c');
    expect(() => createSecretBox(`${KEY}-rotated`).open(sealed, 'c')).toThrow();
    expect(createSecretBox(KEY).open(sealed, 'c')).toBe('secret');
  });

  it('refuses a sealed value that was altered, cut or is of an unknown format', () => {
    const sealed = box.seal('secret', 'c');
    const payload = Buffer.from(sealed.slice(3), 'base64url');
    payload[payload.length - 1] = (payload[payload.length - 1] ?? 0) ^ 1;
    expect(() => box.open(`v1.${payload.toString('base64url')}`, 'c')).toThrow();
    expect(() => box.open('v1.AAAA', 'c')).toThrow();
    expect(() => box.open(sealed.replace('v1.', 'v2.'), 'c')).toThrow();
    expect(() => box.open('secret', 'c')).toThrow();
  });
});
