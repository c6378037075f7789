import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, conversationReviewRequestSchema, conversationSummarySchema } from 'shared-contracts';
import { toConversationSummary } from '#src/domains/history/to-conversation-summary';
import { BEARER } from '../owner-route';
import { conversationIdOf, conversationIdParams, conversationNotFound } from './conversation-id';

const reviewConversation: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['history'],
        summary: 'Mark the conversation 確認済み or 未確認',
        description: 'reviewed_at is when it was first marked 確認済み (marking it again keeps that time), null while 未確認.',
        security: BEARER,
        params: conversationIdParams,
        body: conversationReviewRequestSchema,
        response: { 200: conversationSummarySchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const id = conversationIdOf(request.params);
      const row = await app.repositories.conversationHistory.setReviewed(request.owner.agentId, id, request.body.reviewed);
      if (!row) throw conversationNotFound();
      return toConversationSummary(row);
    },
  );
};

export default reviewConversation;
