import type { BackupManifest } from './backup-manifest';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The sanity line both commands print: what the archive holds, so a wrong or empty backup shows. */
export function describeBackup(manifest: BackupManifest, bytes: number): string {
  const { counts } = manifest;
  const media = manifest.media === 'files' ? `${counts.media_files} media files` : 'media in the S3 bucket (not in this archive)';
  return [
    megabytes(bytes),
    manifest.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
    `${counts.conversations} conversations`,
    `${counts.knowledge_items} knowledge items`,
    `${counts.media_items} media items`,
    media,
    `${manifest.migrations} migrations`,
    `taken ${manifest.created_at}`,
  ].join(' · ');
}
