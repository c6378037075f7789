import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idSchema, mediaItemSchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { mediaMessages } from '#src/domains/media/messages';
import { toMediaItem } from '#src/domains/media/to-media-item';
import { BEARER } from '../owner-route';

const getMedia: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['media'],
        summary: 'One media item, with where it is used',
        security: BEARER,
        params: z.object({ id: idSchema }),
        response: { 200: mediaItemSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { agentId } = request.owner;
      const row = await app.repositories.mediaItems.find(agentId, request.params.id);
      if (!row) throw new ApiError(404, 'not_found', mediaMessages.notFound);
      return toMediaItem(row, app.config.publicApiUrl, await app.media.usage.of(agentId, row.id));
    },
  );
};

export default getMedia;
