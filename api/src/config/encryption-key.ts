import { ENCRYPTION_KEY_MIN_LENGTH } from './app-options';
import { loadOrCreateSecretFile } from './secret-file';

/**
 * Without ENCRYPTION_KEY a local start keeps the key of the stored secrets (LLM API keys, the LINE
 * channel secret) in the data folder. Losing it makes those secrets unreadable: owners must enter them
 * again. Keep it apart from database backups, or a backup holds both the lock and the key.
 */
export function loadOrCreateEncryptionKey(dataDir: string): { secret: string; created: boolean } {
  return loadOrCreateSecretFile(dataDir, 'encryption-key', ENCRYPTION_KEY_MIN_LENGTH);
}
