import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idSchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { knowledgeMessages } from '#src/domains/knowledge/messages';
import { BEARER } from '../owner-route';

const deleteKnowledgeItem: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['knowledge'],
        summary: 'Delete a knowledge item and its passages; it stops answering at once',
        security: BEARER,
        params: z.object({ id: idSchema }),
        response: { 204: z.undefined(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!(await app.repositories.knowledgeIndex.deleteItem(request.owner.agentId, request.params.id))) {
        throw new ApiError(404, 'not_found', knowledgeMessages.itemNotFound);
      }
      return reply.code(204).send();
    },
  );
};

export default deleteKnowledgeItem;
