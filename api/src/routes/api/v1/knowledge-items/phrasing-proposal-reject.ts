import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idSchema } from 'shared-contracts';
import { z } from 'zod';
import { rejectPhrasingProposal } from '#src/domains/knowledge/phrasing-proposals';
import { BEARER } from '../owner-route';

const rejectProposal: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/phrasing-proposals/:id/reject',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['knowledge'],
        summary: 'Reject a proposed phrasing: it is not proposed again',
        description: '404 for another agent’s, a decided or an unknown proposal.',
        security: BEARER,
        params: z.object({ id: idSchema }),
        response: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await rejectPhrasingProposal(app.repositories, request.owner, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default rejectProposal;
