import { existsSync } from 'node:fs';
import path from 'node:path';
import { askRunningApi } from '../backup/control-client';
import { controlSocketPath } from '../backup/control-protocol';
import { pgliteDir, readEncryptionKey } from '../backup/data-folder';
import { describeBackup } from '../backup/describe-backup';
import { pgliteBackupSource } from '../backup/pglite-backup-source';
import { postgresBackupSource } from '../backup/postgres-backup-source';
import { type WrittenBackup, writeBackupArchive } from '../backup/write-backup-archive';
import { readServerEnv, type ServerEnv } from '../config/server-env';
import { openPglite } from '../db/open-pglite';

/**
 * `./run backup [file]`: one archive of the database and the media files (backup/backup-manifest.ts),
 * taken while the product runs. PostgreSQL (DATABASE_URL): pg_dump here. PGlite: the running API
 * writes it (backup/control-socket.ts); when none runs on the data folder, this command opens it.
 * Default file: .data/backups/backup-<kind>-<time>.tar.gz at the repository root.
 */
const REPO_ROOT = path.resolve(__dirname, '../../..');

function defaultFile(kind: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return path.join(REPO_ROOT, '.data', 'backups', `backup-${kind}-${stamp}.tar.gz`);
}

async function backupStoppedPglite(env: ServerEnv, file: string): Promise<WrittenBackup> {
  const dataDir = pgliteDir(env);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`there is no database in ${dataDir} (DATA_DIR=${env.dataDir}); nothing to back up`);
  const connection = await openPglite({ kind: 'pglite', dataDir });
  try {
    return await writeBackupArchive(file, pgliteBackupSource(connection, env.media, readEncryptionKey(env)));
  } finally {
    await connection.close();
  }
}

async function main(): Promise<void> {
  const env = readServerEnv();
  const kind = env.databaseUrl ? 'postgres' : 'pglite';
  // ./run changes to the repository root; a relative file is meant from where it was typed.
  const file = path.resolve(process.env.RUN_CWD ?? process.cwd(), process.argv[2] ?? defaultFile(kind));
  const started = performance.now();
  let written: WrittenBackup;
  let how: string;
  if (env.databaseUrl) {
    written = await writeBackupArchive(file, postgresBackupSource(env.databaseUrl, env.media, readEncryptionKey(env)));
    how = 'pg_dump';
  } else {
    const answer = await askRunningApi(controlSocketPath(env.dataDir), { op: 'backup', file });
    if (answer === 'not-running') {
      written = await backupStoppedPglite(env, file);
      how = 'no API running: read from the data folder';
    } else if (!answer.ok) {
      throw new Error(`the running API could not write the backup: ${answer.message}`);
    } else {
      written = answer.backup;
      how = 'written by the running API';
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`backup: ${written.file}`);
  console.log(`  ${describeBackup(written.manifest, written.bytes)} · ${seconds} s (${how})`);
  if (env.media.kind === 's3') console.log(`  media: back up the bucket "${env.media.bucket}" with the bucket's own tools (versioning, replication, rclone)`);
  console.log(`  not included: the encryption key (${env.encryptionKey ? 'ENCRYPTION_KEY' : path.join(env.dataDir, 'encryption-key')}); keep it safe, apart from the backups`);
}

main().catch((error: unknown) => {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
