import { chmod, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { MediaStorageConfig } from '#src/domains/media/storage/media-storage-config';
import { ARCHIVE_PATHS, BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupKind, type BackupManifest } from './backup-manifest';
import type { BackupFigures } from './backup-figures';
import { encryptionKeyCheck } from './encryption-key-check';
import { snapshotMedia } from './snapshot-media';

export interface BackupSource {
  kind: BackupKind;
  /** Writes the database's dump to `target` and answers what the dumped database holds. */
  dumpDatabase(target: string): Promise<BackupFigures>;
  media: MediaStorageConfig;
  /** The key the stored secrets are sealed with: only its fingerprint goes into the manifest. */
  encryptionKey: string | undefined;
}

export interface WrittenBackup {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * Writes one backup archive (backup-manifest.ts). Its parts are gathered in a folder beside the
 * target, then packed under a temporary name and renamed: a backup that exists is complete. The
 * archive holds the owners' data, so only this user may read it.
 */
export async function writeBackupArchive(file: string, source: BackupSource): Promise<WrittenBackup> {
  const target = path.resolve(file);
  const dir = path.dirname(target);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(dir, `.${path.basename(target)}.staging-`));
  const partial = `${target}.partial-${process.pid}`;
  try {
    const databaseFile = source.kind === 'pglite' ? ARCHIVE_PATHS.pgliteDatabase : ARCHIVE_PATHS.postgresDatabase;
    await mkdir(path.dirname(path.join(staging, databaseFile)), { recursive: true });
    // The database first, then the media: a file uploaded in between is only an unused extra.
    const { migrations, counts } = await source.dumpDatabase(path.join(staging, databaseFile));
    const mediaFiles = source.media.kind === 'local' ? await snapshotMedia(source.media.dir, path.join(staging, ARCHIVE_PATHS.media)) : 0;
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      kind: source.kind,
      created_at: new Date().toISOString(),
      migrations,
      media: source.media.kind === 'local' ? 'files' : 's3',
      encryption_key_check: source.encryptionKey ? encryptionKeyCheck(source.encryptionKey) : null,
      counts: { ...counts, media_files: mediaFiles },
    };
    await writeFile(path.join(staging, ARCHIVE_PATHS.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    // The manifest first, so a reader can check it before unpacking the rest.
    const parts = (await readdir(staging)).filter((name) => name !== ARCHIVE_PATHS.manifest).sort();
    await writeFile(partial, '', { mode: 0o600 });
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, [ARCHIVE_PATHS.manifest, ...parts]);
    await chmod(partial, 0o600);
    await rename(partial, target);
    return { file: target, bytes: (await stat(target)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
