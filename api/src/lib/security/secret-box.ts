import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts the secrets owners hand over (LLM API keys, the LINE channel secret) with AES-256-GCM
 * under a key derived from the server's ENCRYPTION_KEY. Each sealed value is bound to where it is
 * stored (`context`, e.g. the agent and the setting), so a value copied into another owner's row
 * does not open there. Sealed form: `v1.` + base64url(iv ‖ tag ‖ ciphertext).
 */
export interface SecretBox {
  seal(plaintext: string, context: string): string;
  /** Throws when the value was sealed under another key or context, or was altered. */
  open(sealed: string, context: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createSecretBox(keyMaterial: string): SecretBox {
  // HKDF turns any long enough string (a passphrase or random base64) into a uniform 256-bit key.
  const key = Buffer.from(hkdfSync('sha256', Buffer.from(keyMaterial, 'utf8'), Buffer.alloc(0), 'settings-secrets/v1', 32));

  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
    },
    open(sealed, context) {
      const [version, payload] = sealed.split('.');
      if (version !== VERSION || payload === undefined) throw new Error('unknown sealed secret format');
      const bytes = Buffer.from(payload, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('sealed secret too short');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
