import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idSchema, knowledgeItemSchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { knowledgeMessages } from '#src/domains/knowledge/messages';
import { BEARER } from '../owner-route';
import { toKnowledgeItem } from './to-knowledge-item';

const reindexKnowledgeItem: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/reindex',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['knowledge'],
        summary: 'Index an item again (a web page is fetched again)',
        description: 'Also the way out of status error. The old passages answer until the new ones are published.',
        security: BEARER,
        params: z.object({ id: idSchema }),
        response: { 202: knowledgeItemSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await app.repositories.knowledgeItems.requestReindex(request.owner.agentId, request.params.id);
      if (!row) throw new ApiError(404, 'not_found', knowledgeMessages.itemNotFound);
      app.knowledge.jobs.kick();
      return reply.code(202).send(toKnowledgeItem(row));
    },
  );
};

export default reindexKnowledgeItem;
