import { JWT_SECRET_MIN_LENGTH } from './app-options';
import { loadOrCreateSecretFile } from './secret-file';

/** Without JWT_SECRET a local start keeps its signing secret in the data folder, so access tokens survive restarts. */
export function loadOrCreateJwtSecret(dataDir: string): { secret: string; created: boolean } {
  return loadOrCreateSecretFile(dataDir, 'jwt-secret', JWT_SECRET_MIN_LENGTH);
}
