import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, type MessageTrace, messageTraceSchema } from 'shared-contracts';
import { z } from 'zod';
import { getMessageTrace } from '#src/domains/agent/index';
import { ApiError } from '#src/errors/api-error';
import { messages } from '#src/errors/messages';
import { BEARER } from '../owner-route';
import { isUuid } from '#src/lib/uuid';

/**
 * /api/v1/chat-test: what the owner's test chat (/chatui) shows beside each answer. Scoped by the
 * owner's agent: a message of another agent, or a visitor's own message, is 404.
 */
const chatTest: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages/:messageId/trace',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chat-test'],
        summary: 'How one answer was made: the engine or rule, the knowledge passages, the emotion and the time taken',
        security: BEARER,
        params: z.object({ messageId: z.string().max(100) }),
        response: { 200: messageTraceSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request): Promise<MessageTrace> => {
      const trace = isUuid(request.params.messageId) ? await getMessageTrace(app.database.db, request.owner.agentId, request.params.messageId) : null;
      if (!trace) throw new ApiError(404, 'not_found', messages.notFound);
      return trace;
    },
  );
};

export default chatTest;
