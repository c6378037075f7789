import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idSchema, quickReplySchema, quickReplyUpdateRequestSchema } from 'shared-contracts';
import { z } from 'zod';
import { refuseUnknownImages } from '#src/domains/avatarsettings/refuse-unknown-images';
import { ApiError } from '#src/errors/api-error';
import { messages } from '#src/errors/messages';
import { checkQuickReplyForm } from '#src/domains/forms/check-quick-reply-form';
import { BEARER } from '../owner-route';
import { toQuickReply } from './to-quick-reply';

const updateQuickReply: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Replace one quick reply (its place in the order stays)',
        security: BEARER,
        params: z.object({ id: idSchema }),
        body: quickReplyUpdateRequestSchema,
        response: { 200: quickReplySchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await checkQuickReplyForm(app.repositories.forms, request.owner.agentId, request.body.action);
      const { action } = request.body;
      if (action.type === 'fixed_reply' && action.image_media_id !== null) {
        await refuseUnknownImages(app.repositories.mediaItems, request.owner.agentId, [{ field: 'action.image_media_id', id: action.image_media_id }]);
      }
      const row = await app.repositories.quickReplies.update(request.owner.agentId, request.params.id, request.body);
      if (!row) throw new ApiError(404, 'not_found', messages.quickReplyNotFound);
      return toQuickReply(row);
    },
  );
};

export default updateQuickReply;
