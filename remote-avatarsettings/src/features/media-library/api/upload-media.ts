import type { MediaItem } from 'shared-contracts';
import { uploadMediaFile } from 'shared-ui';

/**
 * Adds a file to the library from the picker: shared-ui's uploader, the same one 会話設定 uses, so the
 * bar follows the bytes as the browser sends them.
 */
export function uploadMedia(file: File, onProgress: (fraction: number) => void): Promise<MediaItem> {
  return uploadMediaFile(file, { onProgress });
}
