import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, conversationListQuerySchema, conversationNeighboursSchema } from 'shared-contracts';
import { historyFilterOf } from '#src/domains/history/history-filter';
import { BEARER } from '../owner-route';
import { conversationIdOf, conversationIdParams, conversationNotFound } from './conversation-id';

const conversationNeighbours: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/neighbours',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['history'],
        summary: 'The conversations just before and after this one in the list',
        description: 'Takes the list’s query (its filters and sort; page and limit play no part). null at either end.',
        security: BEARER,
        params: conversationIdParams,
        querystring: conversationListQuerySchema,
        response: { 200: conversationNeighboursSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { page: _page, limit: _limit, sort_by, sort_order, ...filters } = request.query;
      const id = conversationIdOf(request.params);
      const agentId = request.owner.agentId;
      const filter = await historyFilterOf(app.repositories, agentId, filters);
      const found = await app.repositories.conversationHistory.neighbours(agentId, id, filter, { sort_by, sort_order });
      if (!found) throw conversationNotFound();
      return { previous_id: found.previousId, next_id: found.nextId };
    },
  );
};

export default conversationNeighbours;
