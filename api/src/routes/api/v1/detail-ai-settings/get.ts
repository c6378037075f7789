import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, DETAIL_AI_SETTINGS_DEFAULTS, detailAiSettingsResponseSchema } from 'shared-contracts';
import { documentOf, secretStatusOf, updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { BEARER } from '../owner-route';

const getDetailAiSettings: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'The detailed AI settings; the API key only as api_key_status',
        security: BEARER,
        response: { 200: detailAiSettingsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.agentSettings.find(request.owner.agentId, 'detail_ai');
      return { ...documentOf(row, DETAIL_AI_SETTINGS_DEFAULTS), api_key_status: secretStatusOf(row), updated_at: updatedAtOf(row) };
    },
  );
};

export default getDetailAiSettings;
