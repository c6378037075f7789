import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, bulkImportRequestSchema, bulkImportResultSchema } from 'shared-contracts';
import type { ForbiddenList } from '#src/domains/chatsettings/forbidden-lists/forbidden-list';
import { importRows } from '#src/domains/chatsettings/forbidden-lists/import-rows';
import { BEARER } from '../owner-route';

/** Room for the contract's largest batch of rows, written in Japanese (3 bytes a character). */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/** POST /import of a forbidden list: rows the console made from pasted text. */
export function importEntriesRoute(list: ForbiddenList): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/import',
      {
        onRequest: app.authenticate,
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags: ['chatsettings'],
          summary: `Add many forbidden ${list.kind} entries from rows`,
          description: 'Each row is checked on its own: refused rows come back with their line, duplicates are skipped, the rest are added in one transaction.',
          security: BEARER,
          body: bulkImportRequestSchema,
          response: { 200: bulkImportResultSchema, 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema },
        },
      },
      (request) => importRows(app.repositories.forbiddenLists, request.owner, list, request.body.rows),
    );
  };
}
