import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, phrasingProposalListQuerySchema, phrasingProposalListSchema } from 'shared-contracts';
import { listPhrasingProposals } from '#src/domains/knowledge/phrasing-proposals';
import { BEARER } from '../owner-route';

const listProposals: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/phrasing-proposals',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['knowledge'],
        summary: 'The open proposed phrasings: words visitors typed before choosing a Q&A among the もしかして… candidates',
        description:
          'Latest press first, at most 50; total counts every open proposal. With conversation_id, only those last pressed in that conversation (empty for a conversation that is not the agent’s).',
        security: BEARER,
        querystring: phrasingProposalListQuerySchema,
        response: { 200: phrasingProposalListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listPhrasingProposals(app.repositories, request.owner, request.query),
  );
};

export default listProposals;
