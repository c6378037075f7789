import { writeFile } from 'node:fs/promises';
import type { PgliteConnection } from '#src/db/open-pglite';
import type { MediaStorageConfig } from '#src/domains/media/storage/media-storage-config';
import { readBackupFigures } from './backup-figures';
import type { BackupSource } from './write-backup-archive';

/**
 * The embedded database's part of a backup, dumped from inside the process that has it open
 * (PGlite is one process's database): by the running API (control-socket.ts), or by the backup
 * command itself when no API runs on the data folder.
 */
export function pgliteBackupSource(connection: PgliteConnection, media: MediaStorageConfig, encryptionKey: string | undefined): BackupSource {
  return {
    kind: 'pglite',
    media,
    encryptionKey,
    async dumpDatabase(target) {
      const { dump, read } = await connection.backupDump(readBackupFigures);
      await writeFile(target, Buffer.from(await dump.arrayBuffer()));
      return read;
    },
  };
}
