import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, VOICE_SETTINGS_DEFAULTS, voiceSettingsResponseSchema } from 'shared-contracts';
import { documentOf, updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { BEARER } from '../owner-route';

const get: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['avatarsettings'],
        summary: 'How the avatar speaks (the defaults until first saved)',
        security: BEARER,
        response: { 200: voiceSettingsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.agentSettings.find(request.owner.agentId, 'voice');
      return { ...documentOf(row, VOICE_SETTINGS_DEFAULTS), updated_at: updatedAtOf(row) };
    },
  );
};

export default get;
