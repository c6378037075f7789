import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, formAnswerBulkDeleteQuerySchema, formAnswerBulkDeleteResponseSchema } from 'shared-contracts';
import { formAnswerFilterOf } from '#src/domains/history/form-answer-filter';
import { historyMessages } from '#src/domains/history/messages';
import { ApiError } from '#src/errors/api-error';
import { BEARER } from '../owner-route';
import { checkFormFilter } from './form-answer-id';

const bulkDeleteFormAnswers: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['history'],
        summary: 'Delete every form answer the filters pick',
        description:
          'In one transaction, only when the filtered set still holds exactly confirm_count answers (GET count); otherwise 409 and nothing is deleted. ' +
          'The conversations they were sent in stay, marked フォーム送信 only while one of their answers remains. A form_id of another owner or unknown answers 404.',
        security: BEARER,
        querystring: formAnswerBulkDeleteQuerySchema,
        response: { 200: formAnswerBulkDeleteResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { confirm_count, ...filters } = request.query;
      const agentId = request.owner.agentId;
      await checkFormFilter(app, agentId, filters.form_id);
      const filter = await formAnswerFilterOf(app.repositories, agentId, filters);
      const outcome = await app.repositories.formAnswerHistory.bulkDelete(agentId, filter, confirm_count);
      if ('conflict' in outcome) throw new ApiError(409, 'conflict', historyMessages.formAnswerCountChanged(outcome.conflict));
      return { deleted: outcome.deleted };
    },
  );
};

export default bulkDeleteFormAnswers;
