import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idSchema, teachKnowledgeResponseSchema } from 'shared-contracts';
import { z } from 'zod';
import { confirmPhrasingProposal } from '#src/domains/knowledge/phrasing-proposals';
import { BEARER } from '../owner-route';
import { teachDepsOf } from './teach';

const confirmProposal: FastifyPluginAsyncZod = async (app) => {
  const deps = teachDepsOf(app);

  app.post(
    '/phrasing-proposals/:id/confirm',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['knowledge'],
        summary: 'Confirm a proposed phrasing: it joins its Q&A’s alternatives (as teach’s add_phrasing)',
        description: 'Answers as POST knowledge-items/teach does. 404 for another agent’s, a decided or an unknown proposal; 400 when the Q&A holds 20 alternatives (the proposal stays open).',
        security: BEARER,
        params: z.object({ id: idSchema }),
        response: { 200: teachKnowledgeResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      confirmPhrasingProposal(deps, request.owner, request.params.id),
  );
};

export default confirmProposal;
