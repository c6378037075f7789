import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, chatUiSettingsRequestSchema, chatUiSettingsResponseSchema } from 'shared-contracts';
import { updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { BEARER } from '../owner-route';

const putChatUiSettings: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: "Save the widget's chat UI settings (the whole document)",
        security: BEARER,
        body: chatUiSettingsRequestSchema,
        response: { 200: chatUiSettingsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.agentSettings.save(request.owner, 'chat_ui', { document: request.body });
      return { ...request.body, updated_at: updatedAtOf(row) };
    },
  );
};

export default putChatUiSettings;
