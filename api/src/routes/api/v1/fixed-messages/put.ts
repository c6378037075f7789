import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, FIXED_MESSAGE_IMAGE_KINDS, fixedMessagesRequestSchema, fixedMessagesResponseSchema } from 'shared-contracts';
import { type ImageReference, refuseUnknownImages } from '#src/domains/avatarsettings/refuse-unknown-images';
import { updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { BEARER } from '../owner-route';

const putFixedMessages: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Save every fixed message and the business hours as one document',
        description: "Each message's picture (images.<kind>) must be one of the owner's media library images: 400 under images.<kind> otherwise.",
        security: BEARER,
        body: fixedMessagesRequestSchema,
        response: { 200: fixedMessagesResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const images: ImageReference[] = [];
      for (const kind of FIXED_MESSAGE_IMAGE_KINDS) {
        const id = request.body.images[kind];
        if (id !== null) images.push({ field: `images.${kind}`, id });
      }
      await refuseUnknownImages(app.repositories.mediaItems, request.owner.agentId, images);
      const row = await app.repositories.agentSettings.save(request.owner, 'fixed_messages', { document: request.body });
      return { ...request.body, updated_at: updatedAtOf(row) };
    },
  );
};

export default putFixedMessages;
