import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idSchema } from 'shared-contracts';
import { z } from 'zod';
import { removeEntry } from '#src/domains/chatsettings/forbidden-lists/entry-writes';
import type { ForbiddenList } from '#src/domains/chatsettings/forbidden-lists/forbidden-list';
import { BEARER } from '../owner-route';

/** DELETE /:id of a forbidden list. */
export function deleteEntryRoute(list: ForbiddenList): FastifyPluginAsyncZod {
  return async (app) => {
    app.delete(
      '/:id',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['chatsettings'],
          summary: `Delete one forbidden ${list.kind}`,
          security: BEARER,
          params: z.object({ id: idSchema }),
          response: { 204: z.undefined(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removeEntry(app.repositories.forbiddenLists, request.owner, list, request.params.id);
        return reply.code(204).send();
      },
    );
  };
}
