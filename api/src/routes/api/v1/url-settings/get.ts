import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, URL_SETTINGS_DEFAULTS, urlSettingsResponseSchema } from 'shared-contracts';
import { embedFor } from '#src/domains/chatsettings/embed';
import { documentOf, updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { BEARER } from '../owner-route';

const getUrlSettings: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Link settings: allowed sites, page rules, and the embed snippet',
        security: BEARER,
        response: { 200: urlSettingsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.agentSettings.find(request.owner.agentId, 'url_settings');
      return {
        ...documentOf(row, URL_SETTINGS_DEFAULTS),
        embed: embedFor(app.config.publicWidgetUrl, request.owner.agentId),
        updated_at: updatedAtOf(row),
      };
    },
  );
};

export default getUrlSettings;
