import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, mediaTagListResponseSchema } from 'shared-contracts';
import { BEARER } from '../owner-route';

const listMediaTags: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tags',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['media'],
        summary: 'Every tag on the media items, most used first',
        security: BEARER,
        response: { 200: mediaTagListResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ data: await app.repositories.mediaItems.tags(request.owner.agentId) }),
  );
};

export default listMediaTags;
