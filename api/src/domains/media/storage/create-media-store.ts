import { createLocalMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';
import type { MediaStorageConfig } from './media-storage-config';
import { createS3MediaStore } from './s3-media-store';

export async function createMediaStore(config: MediaStorageConfig): Promise<MediaStore & { close?(): void }> {
  return config.kind === 's3' ? createS3MediaStore(config) : createLocalMediaStore(config.dir);
}
