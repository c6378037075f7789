import type { DatabaseConfig, DatabaseConnection } from './database';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

export function openDatabase(config: DatabaseConfig): Promise<DatabaseConnection> {
  return config.kind === 'pglite' ? openPglite(config) : Promise.resolve(openPostgres(config.url, config.poolSize));
}
