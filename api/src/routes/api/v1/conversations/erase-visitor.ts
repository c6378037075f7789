import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, visitorErasureResponseSchema } from 'shared-contracts';

import { BEARER } from '../owner-route';
import { conversationIdOf, conversationIdParams, conversationNotFound } from './conversation-id';

const eraseVisitor: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/:id/visitor',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['history'],
        summary: 'Erase everything of the visitor of this conversation (personal data erasure)',
        description:
          'A signed-in visitor: the visitor account, every browser linked to it, all their conversations and messages, the form answers sent in them or by the account, and their sign-in codes. An anonymous visitor: that browser, its conversations and messages, and the form answers sent in them. One transaction.',
        security: BEARER,
        params: conversationIdParams,
        response: { 200: visitorErasureResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const erased = await app.repositories.conversationErasure.eraseVisitorOf(request.owner.agentId, conversationIdOf(request.params));
      if (!erased) throw conversationNotFound();
      return erased;
    },
  );
};

export default eraseVisitor;
