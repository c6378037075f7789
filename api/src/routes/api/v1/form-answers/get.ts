import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, formAnswerDetailSchema } from 'shared-contracts';
import { toFormAnswerDetail } from '#src/domains/history/to-form-answer';
import { BEARER } from '../owner-route';
import { formAnswerIdOf, formAnswerIdParams, formAnswerNotFound } from './form-answer-id';

const getFormAnswer: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['history'],
        summary: 'One form answer with every field of its version, labelled as the visitor saw them',
        description: 'An answer to a deleted form stays readable. conversation_exists says whether the conversation it was sent in is still there. Another owner’s or an unknown id answers 404.',
        security: BEARER,
        params: formAnswerIdParams,
        response: { 200: formAnswerDetailSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.formAnswerHistory.answer(request.owner.agentId, formAnswerIdOf(request.params));
      if (!row) throw formAnswerNotFound();
      return toFormAnswerDetail(row);
    },
  );
};

export default getFormAnswer;
