import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, conversationExportQuerySchema, EXPORT_ROWS_HEADER } from 'shared-contracts';
import { conversationCsvChunks } from '#src/domains/history/export/conversation-csv';
import { CSV_CONTENT_TYPES } from '#src/domains/history/export/csv-export';
import { historyFilterIn } from '#src/domains/history/history-filter';
import { ownerTimeZone } from '#src/domains/history/owner-time-zone';
import { attachmentDisposition } from '#src/lib/csv/index';
import { dayIn } from '#src/lib/time-zone/zoned-time';
import { BEARER } from '../owner-route';
import { nonJsonResponse } from '../non-json-response';

/** Conversations read from the database at a time; their messages come in one query with them. */
const EXPORT_BATCH = 500;

const exportConversations: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['history'],
        summary: 'Download the filtered conversations as CSV, one row per message',
        description:
          'The list’s filters and sort. Streamed from the database. UTF-8 with BOM and CRLF, or Shift_JIS (characters it cannot hold become ?); ' +
          `cells a spreadsheet would run as a formula are escaped with a leading apostrophe; times as YYYY/MM/DD HH:mm:ss in the owner’s time zone. ${EXPORT_ROWS_HEADER} says how many rows will come.`,
        security: BEARER,
        querystring: conversationExportQuerySchema,
        response: {
          200: nonJsonResponse('text/csv', 'CSV (UTF-8 with BOM and CRLF, or Shift_JIS), one row per message'),
          400: apiErrorSchema,
          401: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { sort_by, sort_order, encoding, ...filters } = request.query;
      const agentId = request.owner.agentId;
      const history = app.repositories.conversationHistory;
      const now = new Date();
      const timeZone = await ownerTimeZone(app.repositories, agentId);
      const filter = historyFilterIn(filters, timeZone, now);
      const rows = await history.exportRowCount(agentId, filter);
      const day = dayIn(now, timeZone).replaceAll('-', '');
      const chunks = conversationCsvChunks(history.exportBatches(agentId, filter, { sort_by, sort_order }, EXPORT_BATCH), { timeZone, encoding, now: new Date() });
      return reply
        .header('content-type', CSV_CONTENT_TYPES[encoding])
        .header('content-disposition', attachmentDisposition(`conversations-${day}.csv`, `会話履歴_${day}.csv`))
        .header(EXPORT_ROWS_HEADER, String(rows))
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks, { objectMode: false }));
    },
  );
};

export default exportConversations;
