import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, quickReplyListResponseSchema } from 'shared-contracts';
import { BEARER } from '../owner-route';
import { toQuickReply } from './to-quick-reply';

const listQuickReplies: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: "The owner's quick replies in their order (not paged)",
        security: BEARER,
        response: { 200: quickReplyListResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ data: (await app.repositories.quickReplies.list(request.owner.agentId)).map(toQuickReply) }),
  );
};

export default listQuickReplies;
