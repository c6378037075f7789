import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, knowledgeItemListQuerySchema, knowledgeItemListResponseSchema } from 'shared-contracts';
import { BEARER } from '../owner-route';
import { toKnowledgeItemSummary } from './to-knowledge-item';

const listKnowledgeItems: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['knowledge'],
        summary: 'Knowledge items, paged, with their indexing status',
        description: 'q finds titles, Q&A questions and answers, file names and URLs; status and type filter ("" for all).',
        security: BEARER,
        querystring: knowledgeItemListQuerySchema,
        response: { 200: knowledgeItemListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await app.repositories.knowledgeItems.page(request.owner.agentId, query);
      return { data: rows.map(toKnowledgeItemSummary), total_records: total, page: query.page, limit: query.limit };
    },
  );
};

export default listKnowledgeItems;
