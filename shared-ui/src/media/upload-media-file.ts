import { apiUpload, type ApiUploadOptions } from 'shared-auth';
import { MEDIA_API_PATHS, mediaItemSchema, type MediaItem } from 'shared-contracts';

/**
 * One file to the media library (POST media, multipart field `file`), one request per file so each
 * has its own progress and its own answer: the one uploader of every section's library. Progress is
 * the browser's own (XMLHttpRequest upload events), from 0 to 1. Rejects with shared-auth's
 * ApiRequestError (the API's Japanese refusal).
 */
export function uploadMediaFile(file: File, options: ApiUploadOptions = {}): Promise<MediaItem> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiUpload(MEDIA_API_PATHS.media, body, mediaItemSchema, options);
}
