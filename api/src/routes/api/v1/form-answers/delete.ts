import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from 'shared-contracts';
import { z } from 'zod';
import { BEARER } from '../owner-route';
import { formAnswerIdOf, formAnswerIdParams, formAnswerNotFound } from './form-answer-id';

const deleteFormAnswer: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['history'],
        summary: 'Delete one form answer',
        description: 'Its conversation stays, marked フォーム送信 only while another of its answers remains. Another owner’s or an unknown id answers 404.',
        security: BEARER,
        params: formAnswerIdParams,
        response: { 204: z.undefined(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!(await app.repositories.formAnswerHistory.deleteOne(request.owner.agentId, formAnswerIdOf(request.params)))) throw formAnswerNotFound();
      return reply.code(204).send();
    },
  );
};

export default deleteFormAnswer;
