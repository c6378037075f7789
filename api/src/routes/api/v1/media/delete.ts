import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idSchema, mediaDeleteQuerySchema, mediaInUseErrorSchema, type MediaInUseError } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { mediaMessages } from '#src/domains/media/messages';
import { BEARER } from '../owner-route';

const deleteMedia: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['media'],
        summary: 'Delete a media item and its file',
        description:
          'An item in use (emotion states, the avatar, quick replies) answers 409 with the places, unless force=true; ' +
          'a forced delete also clears the emotion state and avatar settings that pointed at it.',
        security: BEARER,
        params: z.object({ id: idSchema }),
        querystring: mediaDeleteQuerySchema,
        response: { 204: z.undefined(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: mediaInUseErrorSchema },
      },
    },
    async (request, reply) => {
      const { owner } = request;
      const { store, usage } = app.media;
      const items = app.repositories.mediaItems;
      const row = await items.find(owner.agentId, request.params.id);
      if (!row) throw new ApiError(404, 'not_found', mediaMessages.notFound);
      const usedIn = await usage.of(owner.agentId, row.id);
      if (usedIn.length > 0 && !request.query.force) {
        const body: MediaInUseError = { code: 'media_in_use', message: mediaMessages.inUse(usedIn), used_in: usedIn };
        return reply.code(409).send(body);
      }
      if (usedIn.length > 0) await usage.detach(owner, row.id);
      const removed = await items.remove(owner.agentId, row.id);
      if (!removed) throw new ApiError(404, 'not_found', mediaMessages.notFound);
      // The row is gone, so nothing can reach the bytes any more; a file left by a failed delete is only wasted space.
      const results = await Promise.allSettled([removed.storageKey, removed.thumbnailKey].flatMap((key) => (key ? [store.remove(key)] : [])));
      for (const result of results) if (result.status === 'rejected') request.log.warn({ err: result.reason }, 'media file not deleted');
      return reply.code(204).send();
    },
  );
};

export default deleteMedia;
