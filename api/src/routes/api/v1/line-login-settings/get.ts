import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, LINE_LOGIN_SETTINGS_DEFAULTS, lineLoginSettingsResponseSchema } from 'shared-contracts';
import { lineLoginCallbackUrl } from '../../../../chatsettings/line-login-callback';
import { documentOf, secretStatusOf, updatedAtOf } from '../../../../chatsettings/settings-document';
import { BEARER } from '../owner-route';

const getLineLoginSettings: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'The LINE Login channel settings; the channel secret only as channel_secret_status',
        security: BEARER,
        response: { 200: lineLoginSettingsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.agentSettings.find(request.owner.agentId, 'line_login');
      return {
        ...documentOf(row, LINE_LOGIN_SETTINGS_DEFAULTS),
        channel_secret_status: secretStatusOf(row),
        callback_url: lineLoginCallbackUrl(app.config.publicApiUrl),
        updated_at: updatedAtOf(row),
      };
    },
  );
};

export default getLineLoginSettings;
