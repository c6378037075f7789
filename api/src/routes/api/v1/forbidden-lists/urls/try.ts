import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, forbiddenUrlTryRequestSchema, tryItResponseSchema } from 'shared-contracts';
import { tryUrl } from '#src/domains/chatsettings/forbidden-lists/try-entry';
import { BEARER } from '../../owner-route';

const tryForbiddenUrls: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/try',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Whether a sample URL is caught, and by which pattern',
        security: BEARER,
        body: forbiddenUrlTryRequestSchema,
        response: { 200: tryItResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => tryUrl(await app.repositories.forbiddenLists.all(request.owner.agentId, 'url'), request.body.url),
  );
};

export default tryForbiddenUrls;
