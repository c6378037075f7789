import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idSchema, knowledgeItemSchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { knowledgeMessages } from '#src/domains/knowledge/messages';
import { BEARER } from '../owner-route';
import { toKnowledgeItem } from './to-knowledge-item';

const getKnowledgeItem: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['knowledge'],
        summary: 'One knowledge item, whole, with its indexing status and progress',
        security: BEARER,
        params: z.object({ id: idSchema }),
        response: { 200: knowledgeItemSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.knowledgeItems.find(request.owner.agentId, request.params.id);
      if (!row) throw new ApiError(404, 'not_found', knowledgeMessages.itemNotFound);
      return toKnowledgeItem(row);
    },
  );
};

export default getKnowledgeItem;
