import { Client } from 'pg';
import type { MediaStorageConfig } from '#src/domains/media/storage/media-storage-config';
import { readBackupFigures } from './backup-figures';
import { postgresToolConnection } from './postgres-connection';
import { runTool } from './run-tool';
import type { BackupSource } from './write-backup-archive';

/**
 * PostgreSQL's part of a backup: pg_dump's custom format, consistent by itself while the API runs
 * (one snapshot); the counts are read just before it.
 */
export function postgresBackupSource(databaseUrl: string, media: MediaStorageConfig, encryptionKey: string | undefined): BackupSource {
  return {
    kind: 'postgres',
    media,
    encryptionKey,
    async dumpDatabase(target) {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      let figures;
      try {
        figures = await readBackupFigures(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
      } finally {
        await client.end();
      }
      const { dbname, env } = postgresToolConnection(databaseUrl);
      await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${dbname}`], env);
      return figures;
    },
  };
}
