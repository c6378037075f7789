import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idSchema, mediaItemSchema, mediaUpdateRequestSchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { mediaMessages } from '#src/domains/media/messages';
import { toMediaItem } from '#src/domains/media/to-media-item';
import { BEARER } from '../owner-route';

const updateMedia: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['media'],
        summary: 'Rename a media item or replace its tags',
        description: 'The public URL keeps working after a rename: its file name part is only for people.',
        security: BEARER,
        params: z.object({ id: idSchema }),
        body: mediaUpdateRequestSchema,
        response: { 200: mediaItemSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { agentId } = request.owner;
      const row = await app.repositories.mediaItems.update(agentId, request.params.id, request.body);
      if (!row) throw new ApiError(404, 'not_found', mediaMessages.notFound);
      return toMediaItem(row, app.config.publicApiUrl, await app.media.usage.of(agentId, row.id));
    },
  );
};

export default updateMedia;
