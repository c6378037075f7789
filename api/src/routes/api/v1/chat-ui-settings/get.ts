import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, CHAT_UI_SETTINGS_DEFAULTS, chatUiSettingsResponseSchema } from 'shared-contracts';
import { documentOf, updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { BEARER } from '../owner-route';

const getChatUiSettings: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: "The widget's chat UI settings (the defaults until first saved)",
        security: BEARER,
        response: { 200: chatUiSettingsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.agentSettings.find(request.owner.agentId, 'chat_ui');
      return { ...documentOf(row, CHAT_UI_SETTINGS_DEFAULTS), updated_at: updatedAtOf(row) };
    },
  );
};

export default getChatUiSettings;
