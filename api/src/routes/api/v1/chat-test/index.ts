import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, type MessageTrace, messageTraceSchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '../../../../errors/api-error';
import { messages } from '../../../../errors/messages';
import { createConversationsRepository } from '../../../../repositories/conversations-repository';
import { BEARER } from '../owner-route';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * /api/v1/chat-test: what the owner's test chat (/chatui) shows beside each answer. Scoped by the
 * owner's agent: a message of another agent, or a visitor's own message, is 404.
 */
const chatTest: FastifyPluginAsyncZod = async (app) => {
  const conversations = createConversationsRepository(app.database.db);

  app.get(
    '/messages/:messageId/trace',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['chat-test'],
        summary: 'How one answer was made: the engine or rule, the knowledge passages, the emotion and the time taken',
        security: BEARER,
        params: z.object({ messageId: z.string().max(100) }),
        response: { 200: messageTraceSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request): Promise<MessageTrace> => {
      const notFound = () => new ApiError(404, 'not_found', messages.notFound);
      if (!UUID.test(request.params.messageId)) throw notFound();
      const row = await conversations.findMessage(request.owner.agentId, request.params.messageId);
      if (!row || row.role !== 'agent' || row.engine === null) throw notFound();
      return {
        message_id: row.id,
        engine: row.engine,
        rule: row.rule ?? '',
        passages: row.sources.map((source) => ({
          item_id: UUID.test(source.item_id) ? source.item_id : null,
          title: source.title,
          heading: source.heading,
          text: source.text,
          score: source.score,
        })),
        emotion: row.emotion,
        timing: {
          total_ms: row.timing?.total_ms ?? 0,
          retrieval_ms: row.timing?.retrieval_ms ?? null,
          first_token_ms: row.timing?.first_token_ms ?? null,
        },
        model: row.model,
      };
    },
  );
};

export default chatTest;
