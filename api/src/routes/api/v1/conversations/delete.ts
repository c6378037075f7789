import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from 'shared-contracts';
import { z } from 'zod';

import { BEARER } from '../owner-route';
import { conversationIdOf, conversationIdParams, conversationNotFound } from './conversation-id';

const deleteConversation: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['history'],
        summary: 'Delete one conversation and its messages',
        description: 'Form answers sent in it stay in the form answer history. Another agent\'s or an unknown id answers 404.',
        security: BEARER,
        params: conversationIdParams,
        response: { 204: z.undefined(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!(await app.repositories.conversationErasure.deleteConversation(request.owner.agentId, conversationIdOf(request.params)))) {
        throw conversationNotFound();
      }
      return reply.code(204).send();
    },
  );
};

export default deleteConversation;
