import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, LINE_LOGIN_SETTINGS_DEFAULTS, lineLoginSettingsResponseSchema } from 'shared-contracts';
import { lineLoginCallbackUrl } from '#src/domains/chatsettings/line-login-callback';
import { documentOf, secretStatusOf, updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { mailTransportOn } from '#src/domains/agent/visitor-sign-in/sign-in-config';
import { BEARER } from '../owner-route';

const getLineLoginSettings: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'How visitors sign in: the LINE Login channel (its secret only as channel_secret_status), mail sign-in, and when sign-in is required',
        description: 'mail_available: whether this server can send the code mails at all (SMTP configured, or codes in the log on a local start).',
        security: BEARER,
        response: { 200: lineLoginSettingsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.agentSettings.find(request.owner.agentId, 'line_login');
      return {
        ...documentOf(row, LINE_LOGIN_SETTINGS_DEFAULTS),
        channel_secret_status: secretStatusOf(row),
        mail_available: mailTransportOn(app.config.signIn),
        callback_url: lineLoginCallbackUrl(app.config.publicApiUrl),
        updated_at: updatedAtOf(row),
      };
    },
  );
};

export default getLineLoginSettings;
