import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, QUICK_REPLIES_MAX, quickReplyCreateRequestSchema, quickReplySchema } from 'shared-contracts';
import { refuseUnknownImages } from '#src/domains/avatarsettings/refuse-unknown-images';
import { ApiError } from '#src/errors/api-error';
import { messages } from '#src/errors/messages';
import { checkQuickReplyForm } from '#src/domains/forms/check-quick-reply-form';
import { BEARER } from '../owner-route';
import { toQuickReply } from './to-quick-reply';

const createQuickReply: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Add a quick reply at the end of the order',
        description: `At most ${QUICK_REPLIES_MAX} per agent. open_form needs one of the owner's forms that is not deleted (400 under action.form_id otherwise); a fixed_reply's image_media_id one of the owner's images (400 under action.image_media_id otherwise).`,
        security: BEARER,
        body: quickReplyCreateRequestSchema,
        response: { 201: quickReplySchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await checkQuickReplyForm(app.repositories.forms, request.owner.agentId, request.body.action);
      const { action } = request.body;
      if (action.type === 'fixed_reply' && action.image_media_id !== null) {
        await refuseUnknownImages(app.repositories.mediaItems, request.owner.agentId, [{ field: 'action.image_media_id', id: action.image_media_id }]);
      }
      const row = await app.repositories.quickReplies.create(request.owner, request.body, QUICK_REPLIES_MAX);
      if (row === 'limit') throw new ApiError(409, 'limit_reached', messages.quickReplyLimit);
      return reply.code(201).send(toQuickReply(row));
    },
  );
};

export default createQuickReply;
