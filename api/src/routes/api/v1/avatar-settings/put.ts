import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, avatarSettingsRequestSchema, avatarSettingsResponseSchema } from 'shared-contracts';
import { refuseUnknownImages } from '#src/domains/avatarsettings/refuse-unknown-images';
import { updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { BEARER } from '../owner-route';

const put: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['avatarsettings'],
        summary: 'Save the avatar, its position (-600 to 400) and size (50 to 150)',
        security: BEARER,
        body: avatarSettingsRequestSchema,
        response: { 200: avatarSettingsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { media_id: mediaId } = request.body;
      if (mediaId !== null) await refuseUnknownImages(app.repositories.mediaItems, request.owner.agentId, [{ field: 'media_id', id: mediaId }]);
      const row = await app.repositories.agentSettings.save(request.owner, 'avatar', { document: request.body });
      return { ...request.body, updated_at: updatedAtOf(row) };
    },
  );
};

export default put;
