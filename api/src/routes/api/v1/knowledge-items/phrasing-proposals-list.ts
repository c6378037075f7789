import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, phrasingProposalListSchema } from 'shared-contracts';
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
        description: 'Latest press first, at most 50; total counts every open proposal.',
        security: BEARER,
        response: { 200: phrasingProposalListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listPhrasingProposals(app.repositories, request.owner),
  );
};

export default listProposals;
