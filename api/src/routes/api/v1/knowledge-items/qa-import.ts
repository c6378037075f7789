import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, QA_IMPORT_ROWS_MAX, qaImportResultSchema } from 'shared-contracts';
import { ApiError } from '#src/errors/api-error';
import { errorHandler } from '#src/errors/error-handler';
import { IMPORT_FILE_MAX_MB } from '#src/errors/messages';
import { knowledgeMessages } from '#src/domains/knowledge/messages';
import { importQa } from '#src/domains/knowledge/qa-csv/import-qa';
import { qaCsvRows } from '#src/domains/knowledge/qa-csv/qa-csv-rows';
import { BEARER } from '../owner-route';

const FILE_LIMIT = IMPORT_FILE_MAX_MB * 1024 * 1024;
// What browsers and tools send for a .csv (Excel on Windows says vnd.ms-excel).
const RAW_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'application/octet-stream'];

async function readCsv(request: FastifyRequest): Promise<Uint8Array> {
  if (request.isMultipart()) {
    const file = await request.file({ limits: { fileSize: FILE_LIMIT, files: 1 } });
    if (!file) throw new ApiError(400, 'bad_request', knowledgeMessages.qaImportNoFile);
    return file.toBuffer();
  }
  if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new ApiError(400, 'bad_request', knowledgeMessages.qaImportNoFile);
  return request.body;
}

/** Too large either way (raw body or multipart file) is told in the import's own words. */
function importErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.statusCode === 413) return errorHandler(new ApiError(413, 'payload_too_large', knowledgeMessages.qaImportTooLarge) as FastifyError, request, reply);
  return errorHandler(error, request, reply);
}

const importQaCsv: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only this route takes raw CSV bytes.
  app.addContentTypeParser(RAW_TYPES, { parseAs: 'buffer', bodyLimit: FILE_LIMIT }, (_request, body, done) => done(null, body));

  app.post(
    '/qa-import',
    {
      onRequest: app.authenticate,
      bodyLimit: FILE_LIMIT,
      errorHandler: importErrorHandler,
      schema: {
        tags: ['knowledge'],
        summary: 'Add or update Q&A from a CSV file',
        description: `Columns 質問,回答,言い換え,感情 (or question,answer,alternatives,emotion; alternatives separated by ｜ or line breaks). UTF-8 with or without BOM, or Shift_JIS; multipart field "file" or the raw text/csv body; at most ${IMPORT_FILE_MAX_MB} MB and ${QA_IMPORT_ROWS_MAX} rows. A row whose question equals a stored Q&A's updates it; each row is checked on its own and the valid ones are saved in one transaction.`,
        consumes: ['multipart/form-data', ...RAW_TYPES],
        security: BEARER,
        response: { 200: qaImportResultSchema, 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request) => {
      const result = await importQa(app.repositories.knowledgeItems, request.owner, qaCsvRows(await readCsv(request)));
      if (result.added + result.updated > 0) app.knowledge.jobs.kick();
      return result;
    },
  );
};

export default importQaCsv;
