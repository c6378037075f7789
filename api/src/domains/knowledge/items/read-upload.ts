import type { FastifyRequest } from 'fastify';
import { KNOWLEDGE_FILE_MAX_BYTES, knowledgeTitleSchema } from 'shared-contracts';
import { ApiError } from '#src/errors/api-error';
import { messages } from '#src/errors/messages';
import { knowledgeMessages } from '../messages';
import { cleanFileName } from './upload-file-name';

export interface Upload {
  filename: string;
  bytes: Buffer;
  /** The `title` field, checked; undefined when the form had none (or left it empty). */
  title?: string;
}

const FIELD_SIZE = 4096;

/**
 * The `file` part (and the optional `title` field) of a multipart form. A file over the size
 * limit answers 413, a request without a file 400, a bad title 400 under the field.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new ApiError(400, 'bad_request', knowledgeMessages.uploadNoFile);
  let file: { filename: string; bytes: Buffer } | undefined;
  let title: string | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: KNOWLEDGE_FILE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: FIELD_SIZE } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { filename: cleanFileName(part.filename), bytes };
      } else if (part.fieldname === 'title' && typeof part.value === 'string' && part.value.trim() !== '') {
        const parsed = knowledgeTitleSchema.safeParse(part.value);
        if (!parsed.success) {
          throw new ApiError(400, 'validation_error', messages.validation, {}, { title: parsed.error.issues[0]?.message ?? messages.validation });
        }
        title = parsed.data;
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 413) {
      throw new ApiError(413, 'payload_too_large', knowledgeMessages.uploadTooLarge);
    }
    throw error;
  }
  if (!file) throw new ApiError(400, 'bad_request', knowledgeMessages.uploadNoFile);
  return { ...file, ...(title === undefined ? {} : { title }) };
}
