import { uploadWithProgress } from 'shared-auth';
import { MEDIA_API_PATHS, mediaItemSchema, type MediaItem } from 'shared-contracts';

/**
 * One file to the library (multipart field `file`), one request per file so each has its own
 * progress and its own answer. Rejects with shared-auth's ApiRequestError (the API's Japanese refusal).
 */
export async function uploadMedia(file: File, options: { onProgress?(fraction: number): void; signal?: AbortSignal } = {}): Promise<MediaItem> {
  const body = new FormData();
  body.append('file', file, file.name);
  const answer = await uploadWithProgress(MEDIA_API_PATHS.media, body, {
    signal: options.signal,
    onProgress: ({ loaded, total }) => options.onProgress?.(total > 0 ? Math.min(1, loaded / total) : 0),
  });
  return mediaItemSchema.parse(answer);
}
