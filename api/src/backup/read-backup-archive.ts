import * as tar from 'tar';
import { ARCHIVE_PATHS, type BackupManifest, checkManifest } from './backup-manifest';
import { knownMigrationCount } from './known-migrations';

/**
 * The manifest of a backup archive, checked (backup-manifest.ts) before anything is unpacked or
 * replaced. A file that is not a gzipped tar, or has no manifest, is refused as not a backup.
 */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  let text: string | undefined;
  try {
    await tar.t({
      file,
      filter: (entry) => entry === ARCHIVE_PATHS.manifest,
      onReadEntry: (entry) => {
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => (text = Buffer.concat(chunks).toString('utf8')));
      },
    });
  } catch (error) {
    throw new Error(`${file} is not a backup archive (${error instanceof Error ? error.message : String(error)})`);
  }
  if (text === undefined) throw new Error(`${file} is not a backup of this product: it has no ${ARCHIVE_PATHS.manifest}`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error(`${file}: its ${ARCHIVE_PATHS.manifest} is not JSON`);
  }
  return checkManifest(raw, knownMigrationCount());
}

/** Unpacks a checked archive into an empty folder (tar refuses absolute paths and `..`). */
export async function unpackBackup(file: string, into: string): Promise<void> {
  await tar.x({ file, cwd: into, strict: true });
}
