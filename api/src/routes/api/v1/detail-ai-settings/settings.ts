import { DETAIL_AI_SETTINGS_DEFAULTS, detailAiSettingsRequestSchema, detailAiSettingsResponseSchema } from 'shared-contracts';
import { nextApiKey } from '#src/domains/chatsettings/detail-ai/next-api-key';
import { documentOf, secretContext, secretStatusOf, updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { settingsRoutes } from '../settings-routes';

/** GET / PUT /detail-ai-settings: the API key is write-only, answered only as api_key_status. */
export default settingsRoutes({
  tag: 'chatsettings',
  get: { summary: 'The detailed AI settings; the API key only as api_key_status' },
  put: {
    summary: 'Save the detailed AI settings',
    description:
      'api_key: absent keeps the stored key (while the provider stays the same), null deletes it, a string replaces it. ' +
      'Another engine type, or another OpenAI-compatible origin, without a new key deletes the stored key.',
  },
  body: detailAiSettingsRequestSchema,
  response: detailAiSettingsResponseSchema,
  async read(app, owner) {
    const row = await app.repositories.agentSettings.find(owner.agentId, 'detail_ai');
    return { ...documentOf(row, DETAIL_AI_SETTINGS_DEFAULTS), api_key_status: secretStatusOf(row), updated_at: updatedAtOf(row) };
  },
  async write(app, owner, { api_key: apiKey, ...document }) {
    const saved = documentOf(await app.repositories.agentSettings.find(owner.agentId, 'detail_ai'), DETAIL_AI_SETTINGS_DEFAULTS);
    const key = nextApiKey(saved.engine, document.engine, apiKey);
    const row = await app.repositories.agentSettings.save(owner, 'detail_ai', {
      document,
      sealedSecret: typeof key === 'string' ? app.secretBox.seal(key, secretContext(owner.agentId, 'detail_ai')) : key,
    });
    return { ...document, api_key_status: secretStatusOf(row), updated_at: updatedAtOf(row) };
  },
});
