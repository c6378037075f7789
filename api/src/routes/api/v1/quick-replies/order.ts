import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, quickReplyListResponseSchema, quickReplyReorderRequestSchema } from 'shared-contracts';
import { ApiError } from '#src/errors/api-error';
import { messages } from '#src/errors/messages';
import { BEARER } from '../owner-route';
import { toQuickReply } from './to-quick-reply';

const orderQuickReplies: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/order',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Put the quick replies in a new order',
        description: "ids: every one of the owner's quick replies exactly once, first shown first; any other set is refused (400), so a stale screen cannot drop one.",
        security: BEARER,
        body: quickReplyReorderRequestSchema,
        response: { 200: quickReplyListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const rows = await app.repositories.quickReplies.reorder(request.owner, request.body.ids);
      if (rows === 'stale') throw new ApiError(400, 'stale_order', messages.quickReplyOrderStale);
      return { data: rows.map(toQuickReply) };
    },
  );
};

export default orderQuickReplies;
