import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, forbiddenUrlListQuerySchema, forbiddenUrlListResponseSchema } from 'shared-contracts';
import { FORBIDDEN_URL_LIST } from '#src/domains/chatsettings/forbidden-lists/forbidden-list';
import { BEARER } from '../../owner-route';
import { toForbiddenUrl } from './to-forbidden-url';

const listForbiddenUrls: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Forbidden URL patterns, paged',
        description: 'q finds patterns and notes as written.',
        security: BEARER,
        querystring: forbiddenUrlListQuerySchema,
        response: { 200: forbiddenUrlListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await app.repositories.forbiddenLists.page(request.owner.agentId, 'url', {
        ...query,
        qMatchKey: FORBIDDEN_URL_LIST.searchKey(query.q),
      });
      return { data: rows.map(toForbiddenUrl), total_records: total, page: query.page, limit: query.limit };
    },
  );
};

export default listForbiddenUrls;
