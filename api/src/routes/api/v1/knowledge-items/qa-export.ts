import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from 'shared-contracts';
import { exportQaCsv, qaExportDisposition } from '#src/domains/knowledge/qa-csv/export-qa';
import { BEARER } from '../owner-route';
import { nonJsonResponse } from '../non-json-response';

const exportQa: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/qa-export',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['knowledge'],
        summary: 'Download every Q&A as CSV',
        description: 'UTF-8 with BOM and CRLF; cells a spreadsheet would run as a formula are escaped with a leading apostrophe. The columns qa-import reads.',
        security: BEARER,
        response: { 200: nonJsonResponse('text/csv', 'CSV (UTF-8 with BOM, CRLF)'), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const rows = await app.repositories.knowledgeItems.allQa(request.owner.agentId);
      const csv = exportQaCsv(rows.flatMap((row) => (row.content.type === 'qa' ? [row.content] : [])));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', qaExportDisposition(new Date()))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

export default exportQa;
