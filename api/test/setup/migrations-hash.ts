import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '#src/db/migrations-folder';

/**
 * A digest of every migration file (names and content), plus whatever else the caller names: a test
 * template made from other migrations is never reused.
 */
export function migrationsHash(...more: string[]): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()) {
    hash.update(name.slice(MIGRATIONS_FOLDER.length)).update(readFileSync(name));
  }
  for (const part of more) hash.update(part);
  return hash.digest('hex').slice(0, 16);
}
