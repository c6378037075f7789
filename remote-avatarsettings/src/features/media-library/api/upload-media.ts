import { httpClient, toApiRequestError } from 'shared-auth';
import { MEDIA_API_PATHS, mediaItemSchema, type MediaItem } from 'shared-contracts';

/**
 * Adds a file to the library from the picker (POST media, multipart field `file`). fetch reports no
 * upload progress, so the bar goes from the start to the end when the API has answered.
 */
export async function uploadMedia(file: File, onProgress: (fraction: number) => void): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', file, file.name);
  onProgress(0);
  try {
    const item = mediaItemSchema.parse(await httpClient.post(MEDIA_API_PATHS.media, { body: form }).json());
    onProgress(1);
    return item;
  } catch (error) {
    throw await toApiRequestError(error);
  }
}
