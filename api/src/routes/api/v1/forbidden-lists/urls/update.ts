import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, forbiddenUrlSchema, forbiddenUrlUpdateRequestSchema, idSchema } from 'shared-contracts';
import { z } from 'zod';
import { updateEntry } from '#src/domains/chatsettings/forbidden-lists/entry-writes';
import { FORBIDDEN_URL_LIST } from '#src/domains/chatsettings/forbidden-lists/forbidden-list';
import { BEARER } from '../../owner-route';
import { toForbiddenUrl } from './to-forbidden-url';

const updateForbiddenUrl: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Replace a forbidden URL pattern',
        security: BEARER,
        params: z.object({ id: idSchema }),
        body: forbiddenUrlUpdateRequestSchema,
        response: { 200: forbiddenUrlSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { pattern, note } = request.body;
      const row = await updateEntry(app.repositories.forbiddenLists, request.owner, FORBIDDEN_URL_LIST, request.params.id, {
        value: pattern,
        note,
        field: 'pattern',
      });
      return toForbiddenUrl(row);
    },
  );
};

export default updateForbiddenUrl;
