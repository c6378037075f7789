import { readFile } from 'node:fs/promises';
import { openPglite } from '#src/db/open-pglite';

/**
 * Turns the archive's dump of PGlite's data directory into a data directory at `target` (a new
 * folder): PGlite loads the dump and writes it out, as the API would open it.
 */
export async function restorePgliteDatabase(dumpFile: string, target: string): Promise<void> {
  const dump = new Blob([await readFile(dumpFile)]);
  const connection = await openPglite({ kind: 'pglite', dataDir: target, snapshot: dump });
  try {
    await connection.ping();
  } finally {
    await connection.close();
  }
}
