import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, bulkImportResultSchema } from 'shared-contracts';
import type { FileFormat } from '#src/domains/chatsettings/forbidden-lists/file-rows';
import { rowsFromFile } from '#src/domains/chatsettings/forbidden-lists/file-rows';
import type { ForbiddenList } from '#src/domains/chatsettings/forbidden-lists/forbidden-list';
import { importRows } from '#src/domains/chatsettings/forbidden-lists/import-rows';
import { ApiError } from '#src/errors/api-error';
import { errorHandler } from '#src/errors/error-handler';
import { IMPORT_FILE_MAX_MB, messages } from '#src/errors/messages';
import { BEARER } from '../owner-route';

const FILE_LIMIT = IMPORT_FILE_MAX_MB * 1024 * 1024;
// What browsers and tools send for a .csv (Excel on Windows says vnd.ms-excel) and for plain text.
const RAW_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'application/octet-stream', 'text/plain'];

function formatOf(contentType: string | undefined): FileFormat {
  return contentType?.split(';', 1)[0]?.trim().toLowerCase() === 'text/plain' ? 'lines' : 'csv';
}

/** The uploaded bytes: the `file` part of a multipart form, or the request body itself. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; format: FileFormat }> {
  if (request.isMultipart()) {
    const file = await request.file();
    if (!file) throw new ApiError(400, 'bad_request', messages.importNoFile);
    return { bytes: await file.toBuffer(), format: formatOf(file.mimetype) };
  }
  if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new ApiError(400, 'bad_request', messages.importNoFile);
  return { bytes: request.body, format: formatOf(request.headers['content-type']) };
}

/** Either way of sending too much (a raw body or a multipart file) is told in the import's own words. */
function importErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.statusCode === 413) return errorHandler(new ApiError(413, 'payload_too_large', messages.importFileTooLarge) as FastifyError, request, reply);
  return errorHandler(error, request, reply);
}

/**
 * POST /import/file of a forbidden list: a CSV (value, note) or a text file (one value per line),
 * in UTF-8 with or without BOM or in Shift_JIS, as multipart field `file` or as the raw body.
 */
export function importFileRoute(list: ForbiddenList): FastifyPluginAsyncZod {
  return async (app) => {
    // Scoped to this plugin: only this route takes raw bytes.
    app.removeContentTypeParser(['text/plain']);
    app.addContentTypeParser(RAW_TYPES, { parseAs: 'buffer', bodyLimit: FILE_LIMIT }, (_request, body, done) => done(null, body));

    app.post(
      '/import/file',
      {
        onRequest: app.authenticate,
        bodyLimit: FILE_LIMIT,
        errorHandler: importErrorHandler,
        schema: {
          tags: ['chatsettings'],
          summary: `Add many forbidden ${list.kind} entries from a CSV or text file`,
          description: `multipart/form-data (field "file") or a raw text/csv or text/plain body, at most ${IMPORT_FILE_MAX_MB} MB.`,
          consumes: ['multipart/form-data', ...RAW_TYPES],
          security: BEARER,
          response: { 200: bulkImportResultSchema, 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
        },
      },
      async (request) => {
        const { bytes, format } = await readUpload(request);
        return importRows(app.repositories.forbiddenLists, request.owner, list, rowsFromFile(bytes, format, list));
      },
    );
  };
}
