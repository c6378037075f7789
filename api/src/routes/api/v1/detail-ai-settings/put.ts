import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, DETAIL_AI_SETTINGS_DEFAULTS, detailAiSettingsRequestSchema, detailAiSettingsResponseSchema } from 'shared-contracts';
import { nextApiKey } from '#src/domains/chatsettings/detail-ai/next-api-key';
import { documentOf, secretContext, secretStatusOf, updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { BEARER } from '../owner-route';

const putDetailAiSettings: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Save the detailed AI settings',
        description:
          'api_key: absent keeps the stored key (while the provider stays the same), null deletes it, a string replaces it. ' +
          'Another engine type, or another OpenAI-compatible origin, without a new key deletes the stored key.',
        security: BEARER,
        body: detailAiSettingsRequestSchema,
        response: { 200: detailAiSettingsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { owner } = request;
      const { api_key: apiKey, ...document } = request.body;
      const saved = documentOf(await app.repositories.agentSettings.find(owner.agentId, 'detail_ai'), DETAIL_AI_SETTINGS_DEFAULTS);
      const key = nextApiKey(saved.engine, document.engine, apiKey);
      const row = await app.repositories.agentSettings.save(owner, 'detail_ai', {
        document,
        sealedSecret: typeof key === 'string' ? app.secretBox.seal(key, secretContext(owner.agentId, 'detail_ai')) : key,
      });
      return { ...document, api_key_status: secretStatusOf(row), updated_at: updatedAtOf(row) };
    },
  );
};

export default putDetailAiSettings;
