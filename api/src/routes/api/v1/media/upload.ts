import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, MEDIA_MAX_BYTES_ANY, mediaItemSchema } from 'shared-contracts';
import { ApiError } from '#src/errors/api-error';
import { mediaMessages } from '#src/domains/media/messages';
import { toMediaItem } from '#src/domains/media/to-media-item';
import { acceptUpload } from '#src/domains/media/upload/accept-upload';
import { IMAGE_PIXELS_MAX } from '#src/domains/media/upload/make-thumbnail';
import { BEARER } from '../owner-route';

/** Room for the multipart framing around the largest file. */
const REQUEST_MAX_BYTES = MEDIA_MAX_BYTES_ANY + 64 * 1024;

function declaredLength(header: string | undefined): number | null {
  const value = Number(header);
  return header !== undefined && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/**
 * A refused upload is not read to its end: the answer goes out, then the connection closes, so a
 * 100 MB file that is not what it claims costs a few kilobytes. Browsers read an answer that
 * arrives while they are still sending (Chromium does, e2e-tested), so the owner sees the reason.
 */
function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('connection', 'close');
  reply.raw.once('finish', () => request.raw.socket?.destroy());
}

const uploadMedia: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['media'],
        summary: 'Upload one file into the media library',
        description:
          'multipart/form-data with the file in field "file", one file per request (so each has its own progress and answer). ' +
          'The content decides: PNG, JPEG, WebP, GIF (10 MB), MP4, WebM (100 MB), MP3, WAV (20 MB), PDF (20 MB); anything else, SVG included, is 415. ' +
          `An image is decoded (into its thumbnail) before it is accepted: one that cannot be decoded is 415, one whose header declares more than ${IMAGE_PIXELS_MAX / 1_000_000} megapixels is 413, each with a Japanese message.`,
        consumes: ['multipart/form-data'],
        security: BEARER,
        response: { 201: mediaItemSchema, 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const declaredBytes = declaredLength(request.headers['content-length']);
      if (declaredBytes !== null && declaredBytes > REQUEST_MAX_BYTES) throw new ApiError(413, 'payload_too_large', mediaMessages.tooLargeAny);
      if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media_type', mediaMessages.notMultipart);
      const file = await request.file({ limits: { fileSize: REQUEST_MAX_BYTES, files: 1 } });
      if (!file) throw new ApiError(400, 'bad_request', mediaMessages.noFile);
      try {
        const row = await acceptUpload({ store: app.media.store, items: app.repositories.mediaItems }, request.owner, { stream: file.file, filename: file.filename, declaredBytes });
        return reply.code(201).send(toMediaItem(row, app.config.publicApiUrl, []));
      } catch (error) {
        if (error instanceof ApiError && error.statusCode < 500) closeAfterAnswer(request, reply);
        throw error;
      }
    },
  );
};

export default uploadMedia;
