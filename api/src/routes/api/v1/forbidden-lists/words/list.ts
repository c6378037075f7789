import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, forbiddenWordListQuerySchema, forbiddenWordListResponseSchema } from 'shared-contracts';
import { FORBIDDEN_WORD_LIST } from '#src/domains/chatsettings/forbidden-lists/forbidden-list';
import { BEARER } from '../../owner-route';
import { toForbiddenWord } from './to-forbidden-word';

const listForbiddenWords: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Forbidden words, paged',
        description: 'q finds words and notes as written, and words in their comparison form (so q=ガイド finds がいど).',
        security: BEARER,
        querystring: forbiddenWordListQuerySchema,
        response: { 200: forbiddenWordListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await app.repositories.forbiddenLists.page(request.owner.agentId, 'word', {
        ...query,
        qMatchKey: query.q === '' ? '' : FORBIDDEN_WORD_LIST.searchKey(query.q),
      });
      return { data: rows.map(toForbiddenWord), total_records: total, page: query.page, limit: query.limit };
    },
  );
};

export default listForbiddenWords;
