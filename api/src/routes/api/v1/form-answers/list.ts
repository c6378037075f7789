import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, FORM_ANSWER_COUNT_CAP, formAnswerListQuerySchema, formAnswerListResponseSchema } from 'shared-contracts';
import { formAnswerFilterOf } from '#src/domains/history/form-answer-filter';
import { toFormAnswerSummary } from '#src/domains/history/to-form-answer';
import { BEARER } from '../owner-route';
import { checkFormFilter } from './form-answer-id';

const listFormAnswers: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['history'],
        summary: 'Form answers, paged, filtered and sorted',
        description:
          'Each answer is read as the form version it was given against defined it: cells holds every field of that version as text, by key. ' +
          'Answers are never edited, so sort_by created_at and updated_at both sort by when it was sent. period counts whole days in the owner’s time zone; ' +
          `q is found inside any answer value (normalised like the agent’s matching). A form_id of another owner or unknown answers 404. total_records is exact up to ${FORM_ANSWER_COUNT_CAP}; past it, the cap with total_is_lower_bound.`,
        security: BEARER,
        querystring: formAnswerListQuerySchema,
        response: { 200: formAnswerListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { page, limit, sort_by, sort_order, ...filters } = request.query;
      const agentId = request.owner.agentId;
      await checkFormFilter(app, agentId, filters.form_id);
      const filter = await formAnswerFilterOf(app.repositories, agentId, filters);
      const found = await app.repositories.formAnswerHistory.page(agentId, filter, { sort_by, sort_order }, { page, limit }, FORM_ANSWER_COUNT_CAP);
      return {
        data: found.rows.map(toFormAnswerSummary),
        total_records: found.total,
        total_is_lower_bound: found.totalIsLowerBound,
        page,
        limit,
      };
    },
  );
};

export default listFormAnswers;
