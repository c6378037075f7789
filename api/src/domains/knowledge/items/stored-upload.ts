import { ApiError } from '#src/errors/api-error';
import type { KnowledgeContent } from '#src/db/schema/index';
import { checkUpload, UploadRefusal } from '../extract/check-upload';
import type { Upload } from './read-upload';

/**
 * The content of a file item for an upload, once its bytes proved what its name claims (415
 * otherwise) and what they unpack to stays within extract/limits.ts (413 otherwise).
 */
export async function storedUpload(upload: Upload): Promise<Extract<KnowledgeContent, { type: 'file' }>> {
  try {
    const { kind, mime } = await checkUpload(upload.filename, upload.bytes);
    return { type: 'file', filename: upload.filename, mime, size: upload.bytes.length, kind };
  } catch (error) {
    if (error instanceof UploadRefusal) {
      throw error.limit ? new ApiError(413, 'payload_too_large', error.message) : new ApiError(415, 'unsupported_media_type', error.message);
    }
    throw error;
  }
}
