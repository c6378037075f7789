import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, lineLoginSettingsRequestSchema, lineLoginSettingsResponseSchema } from 'shared-contracts';
import { lineLoginCallbackUrl } from '../../../../chatsettings/line-login-callback';
import { secretContext, secretStatusOf, updatedAtOf } from '../../../../chatsettings/settings-document';
import { messages } from '../../../../errors/messages';
import { validationError } from '../../../../errors/validation-error';
import { BEARER } from '../owner-route';

const putLineLoginSettings: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Save the LINE Login channel settings',
        description: 'channel_secret: absent keeps the stored secret, null deletes it, a string replaces it. Switching on needs a channel secret.',
        security: BEARER,
        body: lineLoginSettingsRequestSchema,
        response: { 200: lineLoginSettingsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { owner } = request;
      const { channel_secret: secret, ...document } = request.body;
      // Only the server knows whether a secret is stored, so only it can refuse switching on without one.
      if (document.enabled && typeof secret !== 'string') {
        const stored = secret === undefined && secretStatusOf(await app.repositories.agentSettings.find(owner.agentId, 'line_login')) === 'set';
        if (!stored) throw validationError({ channel_secret: messages.lineLoginSecretRequired });
      }
      const row = await app.repositories.agentSettings.save(owner, 'line_login', {
        document,
        sealedSecret: typeof secret === 'string' ? app.secretBox.seal(secret, secretContext(owner.agentId, 'line_login')) : secret,
      });
      return {
        ...document,
        channel_secret_status: secretStatusOf(row),
        callback_url: lineLoginCallbackUrl(app.config.publicApiUrl),
        updated_at: updatedAtOf(row),
      };
    },
  );
};

export default putLineLoginSettings;
