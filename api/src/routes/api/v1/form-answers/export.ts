import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, EXPORT_ROWS_HEADER, formAnswerExportQuerySchema, XLSX_CONTENT_TYPE } from 'shared-contracts';
import { CSV_CONTENT_TYPES } from '#src/domains/history/export/csv-export';
import { formAnswerCsvChunks, formAnswerExportFileNames, formAnswerXlsxStream } from '#src/domains/history/export/form-answer-export';
import { allFormsLayout, type FormAnswerExportLayout, oneFormLayout } from '#src/domains/history/export/form-answer-export-layout';
import { formAnswerFilterIn } from '#src/domains/history/form-answer-filter';
import { columnsOf } from '#src/domains/history/form-answer-history-repository';
import { ownerTimeZone } from '#src/domains/history/owner-time-zone';
import { attachmentDisposition } from '#src/lib/csv/index';
import { dayIn } from '#src/lib/time-zone/zoned-time';
import { nonJsonResponse } from '../non-json-response';
import { BEARER } from '../owner-route';
import { ownersForm } from './form-answer-id';

/** Answers read from the database at a time, by keyset. */
const EXPORT_BATCH = 500;

const exportFormAnswers: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['history'],
        summary: 'Download the filtered answers as CSV or XLSX, one row per answer: one form’s with a column per field, or every form’s',
        description:
          'The list’s filters and sort. With form_id: 回答ID, 回答日時, 訪問者, ログイン種別, バージョン, the form’s field labels (as GET forms/{formId} lists them), 会話ID. ' +
          'Without (every form, as the list’s すべてのフォーム): 回答ID, 回答日時, フォーム, 訪問者, ログイン種別, バージョン, 回答内容 (each answered field as 「ラベル: 値」, one a line), 会話ID. ' +
          'Streamed from the database. CSV: UTF-8 with BOM and CRLF, or Shift_JIS (characters it cannot hold become ?), formula-like cells escaped with a leading apostrophe. ' +
          `XLSX: every value a text cell but numbers of number fields. Times as YYYY/MM/DD HH:mm:ss in the owner’s time zone. ${EXPORT_ROWS_HEADER} says how many rows will come. ` +
          'A deleted form’s answers export too; another owner’s or an unknown form answers 404.',
        security: BEARER,
        querystring: formAnswerExportQuerySchema,
        response: {
          200: {
            description: 'CSV (UTF-8 with BOM and CRLF, or Shift_JIS) or XLSX, one row per answer',
            content: {
              ...nonJsonResponse('text/csv', '').content,
              ...nonJsonResponse(XLSX_CONTENT_TYPE, '', { binary: true }).content,
            },
          },
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { sort_by, sort_order, format, encoding, ...filters } = request.query;
      const agentId = request.owner.agentId;
      const history = app.repositories.formAnswerHistory;
      const form = filters.form_id === '' ? null : await ownersForm(app, agentId, filters.form_id);
      const now = new Date();
      const timeZone = await ownerTimeZone(app.repositories, agentId);
      const filter = formAnswerFilterIn(filters, timeZone, now);
      const [rows, layout] = await Promise.all([
        history.count(agentId, filter),
        form === null ? allFormsLayout : history.versions(agentId, form.id).then((versions): FormAnswerExportLayout => oneFormLayout(columnsOf(versions))),
      ]);
      const batches = history.exportBatches(agentId, filter, { sort_by, sort_order }, EXPORT_BATCH);
      const names = formAnswerExportFileNames(form?.name ?? null, dayIn(now, timeZone), format);
      const body = format === 'xlsx' ? formAnswerXlsxStream(layout, batches, { timeZone }) : Readable.from(formAnswerCsvChunks(layout, batches, { timeZone, encoding }), { objectMode: false });
      return reply
        .header('content-type', format === 'xlsx' ? XLSX_CONTENT_TYPE : CSV_CONTENT_TYPES[encoding])
        .header('content-disposition', attachmentDisposition(names.asciiFallback, names.fileName))
        .header(EXPORT_ROWS_HEADER, String(rows))
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};

export default exportFormAnswers;
