import { ApiError } from '#src/errors/api-error';
import type { KnowledgeContent } from '#src/db/schema/index';
import { checkUpload, UploadRefusal } from '../extract/check-upload';
import type { Upload } from './read-upload';

/** The content of a file item for an upload, once its bytes proved what its name claims (415 otherwise). */
export function storedUpload(upload: Upload): Extract<KnowledgeContent, { type: 'file' }> {
  try {
    const { kind, mime } = checkUpload(upload.filename, upload.bytes);
    return { type: 'file', filename: upload.filename, mime, size: upload.bytes.length, kind };
  } catch (error) {
    if (error instanceof UploadRefusal) throw new ApiError(415, 'unsupported_media_type', error.message);
    throw error;
  }
}
