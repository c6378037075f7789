import { z } from 'zod';

/**
 * What a backup archive (./run backup) holds, and the manifest that says so. The archive is one
 * .tar.gz: manifest.json, the database (PGlite's data directory as a tar, or pg_dump's custom
 * format) and the media folder when media are kept on disk. Not the encryption key: it is kept
 * apart (config/encryption-key.ts); the manifest holds only its fingerprint.
 */
export const BACKUP_FORMAT = 'avatar-agent-backup';
/** Raised when the layout changes; a restore refuses any other value. */
export const BACKUP_FORMAT_VERSION = 1;

export const ARCHIVE_PATHS = {
  manifest: 'manifest.json',
  pgliteDatabase: 'database/pglite.tar',
  postgresDatabase: 'database/postgres.dump',
  media: 'media',
} as const;

const manifestSchema = z.object({
  format: z.string(),
  format_version: z.number().int(),
  kind: z.enum(['pglite', 'postgres']),
  created_at: z.string(),
  /** Applied migrations of the database when it was dumped: a restore needs code that knows as many. */
  migrations: z.number().int().nonnegative(),
  /** files: the media folder is in the archive; s3: the media are in a bucket, backed up by its own tools. */
  media: z.enum(['files', 's3']),
  /** encryption-key-check.ts: which key the stored secrets are sealed with (null: none was found). */
  encryption_key_check: z.string().nullable(),
  counts: z.object({
    conversations: z.number().int(),
    knowledge_items: z.number().int(),
    media_items: z.number().int(),
    media_files: z.number().int(),
  }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupKind = BackupManifest['kind'];

/**
 * The manifest of an archive, checked before anything is replaced: a file of another format, a
 * newer format, or a database migrated further than this code knows is refused with the reason.
 */
export function checkManifest(raw: unknown, knownMigrations: number): BackupManifest {
  const format = typeof raw === 'object' && raw !== null && 'format' in raw ? raw.format : undefined;
  if (format !== BACKUP_FORMAT) throw new Error(`not a backup of this product (manifest format "${String(format)}", expected "${BACKUP_FORMAT}")`);
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`the backup's manifest is not readable: ${parsed.error.message}`);
  const manifest = parsed.data;
  if (manifest.format_version !== BACKUP_FORMAT_VERSION) {
    throw new Error(`backup format version ${manifest.format_version} is unknown to this code (it reads version ${BACKUP_FORMAT_VERSION}): restore it with the version that wrote it`);
  }
  if (manifest.migrations > knownMigrations) {
    throw new Error(
      `the backup's database has ${manifest.migrations} migrations applied, this code knows ${knownMigrations}: it was written by a newer version; restore it with that version`,
    );
  }
  return manifest;
}
