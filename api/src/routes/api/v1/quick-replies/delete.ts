import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idSchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { messages } from '#src/errors/messages';
import { BEARER } from '../owner-route';

const deleteQuickReply: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Delete one quick reply; the ones after it move up',
        security: BEARER,
        params: z.object({ id: idSchema }),
        response: { 204: z.undefined(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!(await app.repositories.quickReplies.remove(request.owner, request.params.id))) {
        throw new ApiError(404, 'not_found', messages.quickReplyNotFound);
      }
      return reply.code(204).send();
    },
  );
};

export default deleteQuickReply;
