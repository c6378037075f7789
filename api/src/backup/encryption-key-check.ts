import { createHmac } from 'node:crypto';

/**
 * A fingerprint of the encryption key, kept in the manifest instead of the key itself
 * (config/encryption-key.ts: a backup must not hold both the lock and the key). A restore compares
 * it with the key it will run with, and says so loudly when they differ: the stored LLM API keys
 * and the LINE channel secret would then be unreadable.
 */
export function encryptionKeyCheck(key: string): string {
  return createHmac('sha256', key).update('avatar-agent-backup: encryption key check').digest('hex').slice(0, 16);
}
