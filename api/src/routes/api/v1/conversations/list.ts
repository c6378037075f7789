import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, CONVERSATION_COUNT_CAP, conversationListQuerySchema, conversationListResponseSchema } from 'shared-contracts';
import { historyFilterOf } from '#src/domains/history/history-filter';
import { toConversationSummary } from '#src/domains/history/to-conversation-summary';
import { BEARER } from '../owner-route';

const listConversations: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['history'],
        summary: 'Visitor conversations, paged, filtered and sorted',
        description:
          'sort_by created_at is the start, updated_at the last message. period counts whole days in the owner’s time zone (the business hours’); ' +
          `q is found inside any message (normalised like the agent’s matching). total_records is exact up to ${CONVERSATION_COUNT_CAP}; past it, the cap with total_is_lower_bound.`,
        security: BEARER,
        querystring: conversationListQuerySchema,
        response: { 200: conversationListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { page, limit, sort_by, sort_order, ...filters } = request.query;
      const agentId = request.owner.agentId;
      const filter = await historyFilterOf(app.repositories, agentId, filters);
      const found = await app.repositories.conversationHistory.page(agentId, filter, { sort_by, sort_order }, { page, limit }, CONVERSATION_COUNT_CAP);
      return {
        data: found.rows.map(toConversationSummary),
        total_records: found.total,
        total_is_lower_bound: found.totalIsLowerBound,
        page,
        limit,
      };
    },
  );
};

export default listConversations;
