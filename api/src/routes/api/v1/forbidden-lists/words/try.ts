import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, forbiddenWordTryRequestSchema, tryItResponseSchema } from 'shared-contracts';
import { tryWord } from '#src/domains/chatsettings/forbidden-lists/try-entry';
import { BEARER } from '../../owner-route';

const tryForbiddenWords: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/try',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Whether a sample text is caught, and by which word',
        security: BEARER,
        body: forbiddenWordTryRequestSchema,
        response: { 200: tryItResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => tryWord(await app.repositories.forbiddenLists.all(request.owner.agentId, 'word'), request.body.text),
  );
};

export default tryForbiddenWords;
