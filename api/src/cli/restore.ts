import { statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { ARCHIVE_PATHS, type BackupManifest } from '../backup/backup-manifest';
import { assertNoRunningApi } from '../backup/control-client';
import { controlSocketPath } from '../backup/control-protocol';
import { pgliteDir, readEncryptionKey } from '../backup/data-folder';
import { describeBackup } from '../backup/describe-backup';
import { encryptionKeyCheck } from '../backup/encryption-key-check';
import { readBackupManifest, unpackBackup } from '../backup/read-backup-archive';
import { restorePgliteDatabase } from '../backup/restore-pglite-database';
import { restorePostgresDatabase } from '../backup/restore-postgres-database';
import { swapIntoPlace } from '../backup/swap-into-place';
import { readServerEnv, type ServerEnv } from '../config/server-env';

/**
 * `./run restore <file>`: brings back the database and the media files of a backup (./run backup),
 * into what the server is configured for (DATABASE_URL, else PGlite under DATA_DIR), the API
 * stopped. The database and media replaced are kept in DATA_DIR/replaced-<time>.
 */
function encryptionKeyWarning(env: ServerEnv, manifest: BackupManifest): string | undefined {
  const current = readEncryptionKey(env);
  if (!manifest.encryption_key_check) return undefined;
  const where = env.encryptionKey ? 'ENCRYPTION_KEY' : path.join(env.dataDir, 'encryption-key');
  if (!current) return `WARNING: there is no encryption key (${where}). Put back the key the backup was taken with before starting the API, or the stored LLM API keys and LINE channel secret must be entered again.`;
  if (encryptionKeyCheck(current) !== manifest.encryption_key_check) {
    return `WARNING: the encryption key (${where}) is not the one the backup was taken with. Put that key back before starting the API, or the stored LLM API keys and LINE channel secret cannot be read.`;
  }
  return undefined;
}

async function main(): Promise<void> {
  const argument = process.argv[2];
  if (!argument) {
    console.error('usage: ./run restore <backup file>   (the API stopped; see README "Backup and restore")');
    process.exit(2);
  }
  const file = path.resolve(process.env.RUN_CWD ?? process.cwd(), argument);
  const env = readServerEnv();
  const manifest = await readBackupManifest(file);
  const target = env.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.kind !== target) {
    throw new Error(
      `this is a backup of ${manifest.kind === 'pglite' ? 'the embedded PGlite' : 'PostgreSQL'}, and the server is set up for ${target === 'pglite' ? 'PGlite (no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'}: restore it where it was taken`,
    );
  }
  if (target === 'pglite') await assertNoRunningApi(controlSocketPath(env.dataDir), 'restoring');

  const started = performance.now();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  // Unpacked inside the data folder, so that putting the result in place is a rename.
  const work = path.join(env.dataDir, `.restore-${stamp}`);
  await mkdir(work, { recursive: true, mode: 0o700 });
  const aside = path.join(env.dataDir, `replaced-${stamp}`);
  const notes: string[] = [];
  let movedAside: boolean;
  try {
    await unpackBackup(file, work);
    const moves: Array<{ from: string; to: string }> = [];
    if (env.databaseUrl) {
      await restorePostgresDatabase(env.databaseUrl, path.join(work, ARCHIVE_PATHS.postgresDatabase), work);
    } else {
      const restored = path.join(work, 'pglite');
      await restorePgliteDatabase(path.join(work, ARCHIVE_PATHS.pgliteDatabase), restored);
      moves.push({ from: restored, to: pgliteDir(env) });
    }
    if (manifest.media === 'files' && env.media.kind === 'local') {
      const media = path.join(work, ARCHIVE_PATHS.media);
      await mkdir(media, { recursive: true });
      moves.push({ from: media, to: env.media.dir });
    } else if (manifest.media === 'files') {
      notes.push(`media: the archive's media files were NOT restored (MEDIA_S3_BUCKET is set); they are under ${ARCHIVE_PATHS.media}/ in the archive`);
    } else {
      notes.push('media: kept in the S3 bucket, untouched; restore the bucket with its own tools if needed');
    }
    movedAside = await swapIntoPlace(moves, aside);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`restore: ${file}`);
  console.log(`  ${describeBackup(manifest, statSync(file).size)} · ${seconds} s`);
  for (const note of notes) console.log(`  ${note}`);
  if (movedAside) console.log(`  what it replaced is kept in ${aside} (delete it once the restore is checked)`);
  const warning = encryptionKeyWarning(env, manifest);
  if (warning) console.error(warning);
  console.log('Start the product again (./run start); it applies any newer migrations as it starts.');
}

main().catch((error: unknown) => {
  console.error(`restore refused or failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
