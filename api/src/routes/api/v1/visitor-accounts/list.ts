import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, visitorAccountListQuerySchema, visitorAccountListResponseSchema } from 'shared-contracts';
import { BEARER } from '../owner-route';
import { toVisitorAccount } from './to-visitor-account';

const listVisitorAccounts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Visitors who signed in inside the widget',
        description: "The shared list query, login_type ('' all, 'line', 'mail') and q over name and mail. sort_by updated_at orders by the last sign-in.",
        security: BEARER,
        querystring: visitorAccountListQuerySchema,
        response: { 200: visitorAccountListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { rows, total } = await app.repositories.visitorAccounts.page(request.owner.agentId, request.query);
      return { data: rows.map(toVisitorAccount), total_records: total, page: request.query.page, limit: request.query.limit };
    },
  );
};

export default listVisitorAccounts;
