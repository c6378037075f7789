import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, forbiddenUrlCreateRequestSchema, forbiddenUrlSchema } from 'shared-contracts';
import { createEntry } from '#src/domains/chatsettings/forbidden-lists/entry-writes';
import { FORBIDDEN_URL_LIST } from '#src/domains/chatsettings/forbidden-lists/forbidden-list';
import { BEARER } from '../../owner-route';
import { toForbiddenUrl } from './to-forbidden-url';

const createForbiddenUrl: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Add a forbidden URL pattern',
        description: 'A pattern that matches the same URLs as a stored one (case of host, default port, one trailing slash) is a duplicate (409).',
        security: BEARER,
        body: forbiddenUrlCreateRequestSchema,
        response: { 201: forbiddenUrlSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { pattern, note } = request.body;
      const row = await createEntry(app.repositories.forbiddenLists, request.owner, FORBIDDEN_URL_LIST, { value: pattern, note, field: 'pattern' });
      return reply.code(201).send(toForbiddenUrl(row));
    },
  );
};

export default createForbiddenUrl;
