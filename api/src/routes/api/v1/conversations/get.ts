import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, conversationTranscriptSchema } from 'shared-contracts';
import { toTranscript } from '#src/domains/history/transcript';
import { BEARER } from '../owner-route';
import { conversationIdOf, conversationIdParams, conversationNotFound } from './conversation-id';

const getConversation: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['history'],
        summary: 'One conversation as the visitor saw it, with how each answer was made',
        description: 'Messages oldest first. teachable marks a visitor question whose answer was the fallback, もしかして or got 👎; taught, one the owner taught (ナレッジに追加).',
        security: BEARER,
        params: conversationIdParams,
        response: { 200: conversationTranscriptSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const rows = await app.repositories.conversationHistory.transcript(request.owner.agentId, conversationIdOf(request.params));
      if (!rows) throw conversationNotFound();
      const visitorIds = rows.messages.filter((m) => m.role === 'visitor').map((m) => m.id);
      return toTranscript(rows, new Date(), await app.repositories.taughtQuestions.ofMessages(request.owner.agentId, visitorIds));
    },
  );
};

export default getConversation;
