import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, LINE_LOGIN_SETTINGS_DEFAULTS, lineLoginSettingsRequestSchema, lineLoginSettingsResponseSchema } from 'shared-contracts';
import { lineLoginCallbackUrl } from '#src/domains/chatsettings/line-login-callback';
import { documentOf, secretContext, secretStatusOf, updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { messages } from '#src/errors/messages';
import { validationError } from '#src/errors/validation-error';
import { mailTransportOn } from '#src/domains/agent/visitor-sign-in/sign-in-config';
import { BEARER } from '../owner-route';

const putLineLoginSettings: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Save how visitors sign in (LINE Login channel, mail sign-in, when sign-in is required)',
        description:
          'channel_secret: absent keeps the stored secret, null deletes it, a string replaces it. Switching LINE on needs a channel secret. mail_enabled: absent keeps the stored choice; it saves even where this server cannot send mail (mail_available false), and then the widget offers no mail sign-in.',
        security: BEARER,
        body: lineLoginSettingsRequestSchema,
        response: { 200: lineLoginSettingsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { owner } = request;
      const { channel_secret: secret, mail_enabled: mailEnabled, ...fields } = request.body;
      const current = await app.repositories.agentSettings.find(owner.agentId, 'line_login');
      const document = { ...fields, mail_enabled: mailEnabled ?? documentOf(current, LINE_LOGIN_SETTINGS_DEFAULTS).mail_enabled };
      // Only the server knows whether a secret is stored, so only it can refuse switching on without one.
      if (document.enabled && typeof secret !== 'string') {
        const stored = secret === undefined && secretStatusOf(current) === 'set';
        if (!stored) throw validationError({ channel_secret: messages.lineLoginSecretRequired });
      }
      const row = await app.repositories.agentSettings.save(owner, 'line_login', {
        document,
        sealedSecret: typeof secret === 'string' ? app.secretBox.seal(secret, secretContext(owner.agentId, 'line_login')) : secret,
      });
      return {
        ...document,
        channel_secret_status: secretStatusOf(row),
        mail_available: mailTransportOn(app.config.signIn),
        callback_url: lineLoginCallbackUrl(app.config.publicApiUrl),
        updated_at: updatedAtOf(row),
      };
    },
  );
};

export default putLineLoginSettings;
