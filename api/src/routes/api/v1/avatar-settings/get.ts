import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, AVATAR_SETTINGS_DEFAULTS, avatarSettingsResponseSchema } from 'shared-contracts';
import { documentOf, updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { BEARER } from '../owner-route';

const get: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['avatarsettings'],
        summary: 'The avatar the widget shows, its position and size (the defaults until first saved)',
        security: BEARER,
        response: { 200: avatarSettingsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.agentSettings.find(request.owner.agentId, 'avatar');
      return { ...documentOf(row, AVATAR_SETTINGS_DEFAULTS), updated_at: updatedAtOf(row) };
    },
  );
};

export default get;
