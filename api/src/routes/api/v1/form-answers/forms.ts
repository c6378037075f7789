import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, FORM_ANSWER_COUNT_CAP, formAnswerFormListResponseSchema } from 'shared-contracts';
import { BEARER } from '../owner-route';

const formAnswerForms: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/forms',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['history'],
        summary: 'The forms to pick in the form answer history, with their answer counts',
        description:
          'Every form in use (answered or not) and the deleted ones that still have answers, newest first. ' +
          `answer_count leaves out the owner’s test chats and is exact up to ${FORM_ANSWER_COUNT_CAP}; past it, the cap with answer_count_is_lower_bound.`,
        security: BEARER,
        response: { 200: formAnswerFormListResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const rows = await app.repositories.formAnswerHistory.forms(request.owner.agentId, FORM_ANSWER_COUNT_CAP);
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          archived: row.archived,
          version: row.version,
          answer_count: row.answerCount,
          answer_count_is_lower_bound: row.answerCountIsLowerBound,
        })),
      };
    },
  );
};

export default formAnswerForms;
