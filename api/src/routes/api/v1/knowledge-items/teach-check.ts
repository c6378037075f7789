import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, teachCheckRequestSchema, teachCheckResponseSchema } from 'shared-contracts';
import { checkTeach } from '#src/domains/history/teach-knowledge';
import { BEARER } from '../owner-route';
import { teachDepsOf } from './teach';

const teachCheck: FastifyPluginAsyncZod = async (app) => {
  const deps = teachDepsOf(app);

  app.post(
    '/teach-check',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['knowledge'],
        summary: 'Before teaching a new Q&A: the Q&A that already holds or answers the question',
        description:
          'duplicate names the Q&A whose question or alternatives are this question (same_question; compared as 分析 groups questions), or the Q&A the runtime answers it with now (answered); null when a new Q&A is wanted. POST teach refuses such a new_qa with 409.',
        security: BEARER,
        body: teachCheckRequestSchema,
        response: { 200: teachCheckResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => checkTeach(deps, request.owner.agentId, request.body.question),
  );
};

export default teachCheck;
