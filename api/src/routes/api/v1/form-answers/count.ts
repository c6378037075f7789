import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, formAnswerCountResponseSchema, formAnswerFiltersSchema } from 'shared-contracts';
import { formAnswerFilterOf } from '#src/domains/history/form-answer-filter';
import { BEARER } from '../owner-route';
import { checkFormFilter } from './form-answer-id';

const countFormAnswers: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/count',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['history'],
        summary: 'The exact number of form answers the filters pick',
        description: 'What the bulk deletion asks the owner to confirm (DELETE with confirm_count). The list’s filters; a form_id of another owner or unknown answers 404.',
        security: BEARER,
        querystring: formAnswerFiltersSchema,
        response: { 200: formAnswerCountResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const agentId = request.owner.agentId;
      await checkFormFilter(app, agentId, request.query.form_id);
      const filter = await formAnswerFilterOf(app.repositories, agentId, request.query);
      return { count: await app.repositories.formAnswerHistory.count(agentId, filter) };
    },
  );
};

export default countFormAnswers;
