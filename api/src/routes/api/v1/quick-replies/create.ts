import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, QUICK_REPLIES_MAX, quickReplyCreateRequestSchema, quickReplySchema } from 'shared-contracts';
import { ApiError } from '../../../../errors/api-error';
import { messages } from '../../../../errors/messages';
import { BEARER } from '../owner-route';
import { toQuickReply } from './to-quick-reply';

const createQuickReply: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Add a quick reply at the end of the order',
        description: `At most ${QUICK_REPLIES_MAX} per agent. open_form takes any form id for now: forms arrive with their own issue.`,
        security: BEARER,
        body: quickReplyCreateRequestSchema,
        response: { 201: quickReplySchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await app.repositories.quickReplies.create(request.owner, request.body, QUICK_REPLIES_MAX);
      if (row === 'limit') throw new ApiError(409, 'limit_reached', messages.quickReplyLimit);
      return reply.code(201).send(toQuickReply(row));
    },
  );
};

export default createQuickReply;
