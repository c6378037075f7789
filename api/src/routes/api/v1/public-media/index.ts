import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { downloadName } from '#src/domains/media/media-names';
import { mediaMessages } from '#src/domains/media/messages';
import { THUMBNAIL_SEGMENT } from '#src/domains/media/public-url';
import { sendMedia } from '#src/domains/media/serve/send-media';
import { AGENT_ID_PATTERN } from '#src/lib/security/agent-id';
import { nonJsonResponse } from '../non-json-response';
import { isUuid } from '#src/lib/uuid';

const params = z.object({ agentId: z.string(), id: z.string(), filename: z.string().optional() });

/** What sendMedia answers: the file (or a range of it), not modified, or a range past its end; a missing file is 404. */
const fileResponses = (contentType: string, description: string) => ({
  200: nonJsonResponse(contentType, description, { binary: true }),
  206: nonJsonResponse(contentType, 'The byte range asked for', { binary: true }),
  304: z.null().meta({ description: 'Not modified (If-None-Match)' }),
  404: apiErrorSchema,
  416: apiErrorSchema,
});

/**
 * /public/media/:agentId/:id[/:filename]: the files, for the widget on owners' sites, without
 * sign-in. The random item id is the secret; the agent id must match it too, so one agent's address
 * never reaches another agent's file. Anything that does not exist, or is malformed, is 404.
 */
const publicMedia: FastifyPluginAsyncZod = async (app) => {
  const findRow = async (agentId: string, id: string) => {
    const row = AGENT_ID_PATTERN.test(agentId) && isUuid(id) ? await app.repositories.mediaItems.find(agentId, id) : undefined;
    if (!row) throw new ApiError(404, 'not_found', mediaMessages.notFound);
    return row;
  };

  app.get(
    `/:agentId/:id/${THUMBNAIL_SEGMENT}`,
    {
      schema: {
        tags: ['media'],
        summary: 'The thumbnail (WebP) of an image in the media library',
        params: params.omit({ filename: true }),
        response: fileResponses('image/webp', 'The thumbnail'),
      },
    },
    async (request, reply) => {
      const row = await findRow(request.params.agentId, request.params.id);
      if (!row.thumbnailKey) throw new ApiError(404, 'not_found', mediaMessages.notFound);
      return sendMedia(request, reply, app.media.store, {
        key: row.thumbnailKey,
        mime: 'image/webp',
        size: null,
        sha256: `${row.sha256}-thumb`,
        kind: 'image',
        filename: `${downloadName(row.name, row.format).replace(/\.[^.]+$/, '')}-thumbnail.webp`,
        modifiedAt: row.createdAt,
      });
    },
  );

  // The file, with or without its name after the id (the name only makes a saved copy read well).
  // Two routes rather than one `:filename?`, so the OpenAPI document names each path as it is.
  const fileRoute = (url: string, withName: boolean) =>
    app.get(
      url,
      {
        schema: {
          tags: ['media'],
          summary: withName ? 'A media file, as the widget loads it, under its file name' : 'A media file, as the widget loads it',
          description:
            'Served with its true type, nosniff, a sandboxing CSP, Content-Disposition (inline for pictures, sound and video), a day of caching, ETag and byte ranges.',
          params: withName ? params.required({ filename: true }) : params.omit({ filename: true }),
          response: fileResponses('*/*', 'The file, with its own type'),
        },
      },
      async (request, reply) => {
        const row = await findRow(request.params.agentId, request.params.id);
        return sendMedia(request, reply, app.media.store, {
          key: row.storageKey,
          mime: row.mime,
          size: row.size,
          sha256: row.sha256,
          kind: row.kind,
          filename: downloadName(row.name, row.format),
          modifiedAt: row.createdAt,
        });
      },
    );
  fileRoute('/:agentId/:id', false);
  fileRoute('/:agentId/:id/:filename', true);
};

export default publicMedia;
