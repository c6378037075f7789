import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idSchema, quickReplySchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { messages } from '#src/errors/messages';
import { BEARER } from '../owner-route';
import { toQuickReply } from './to-quick-reply';

const getQuickReply: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'One quick reply',
        security: BEARER,
        params: z.object({ id: idSchema }),
        response: { 200: quickReplySchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.quickReplies.find(request.owner.agentId, request.params.id);
      if (!row) throw new ApiError(404, 'not_found', messages.quickReplyNotFound);
      return toQuickReply(row);
    },
  );
};

export default getQuickReply;
