import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from 'shared-contracts';
import { attachmentDisposition, exportCsv } from '#src/domains/chatsettings/forbidden-lists/export-csv';
import type { ForbiddenList } from '#src/domains/chatsettings/forbidden-lists/forbidden-list';
import { BEARER } from '../owner-route';
import { nonJsonResponse } from '../non-json-response';

/** GET /export of a forbidden list: the whole list as a CSV download. */
export function exportEntriesRoute(list: ForbiddenList): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/export',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['chatsettings'],
          summary: `Download every forbidden ${list.kind} as CSV`,
          description: 'UTF-8 with BOM and CRLF (Excel opens it by double-click); cells a spreadsheet would run as a formula are escaped with a leading apostrophe.',
          security: BEARER,
          response: { 200: nonJsonResponse('text/csv', 'CSV (UTF-8 with BOM, CRLF)'), 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const rows = await app.repositories.forbiddenLists.all(request.owner.agentId, list.kind);
        // With a non-JSON content type, Fastify sends the string as it is, past the JSON serializer.
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', attachmentDisposition(list, new Date()))
          .header('cache-control', 'no-store')
          .send(exportCsv(rows, list));
      },
    );
  };
}
