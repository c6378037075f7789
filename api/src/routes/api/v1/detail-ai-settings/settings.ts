import { DETAIL_AI_SETTINGS_DEFAULTS, detailAiSettingsRequestSchema, detailAiSettingsResponseSchema } from 'shared-contracts';
import type { AgentSettingsRow } from '#src/db/schema/index';
import type { SettingsWrite } from '#src/domains/chatsettings/agent-settings-repository';
import { embeddingWrite } from '#src/domains/chatsettings/detail-ai/embedding-save';
import { embeddingSettingsOf } from '#src/domains/chatsettings/detail-ai/embedding-provider';
import { nextApiKey } from '#src/domains/chatsettings/detail-ai/next-api-key';
import { documentOf, secretContext, secretStatusOf, updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { settingsRoutes } from '../settings-routes';

/** The later of the two rows' saves. */
function latest(...rows: (AgentSettingsRow | undefined)[]): AgentSettingsRow | undefined {
  return rows.reduce<AgentSettingsRow | undefined>((last, row) => (row && (!last || row.updatedAt > last.updatedAt) ? row : last), undefined);
}

/**
 * GET / PUT /detail-ai-settings: the answering settings (row `detail_ai`) and the embedding provider
 * (row `embedding`), each with its write-only key, answered only as api_key_status and
 * embedding_api_key_status.
 */
export default settingsRoutes({
  tag: 'chatsettings',
  get: { summary: 'The detailed AI settings; the API keys only as api_key_status and embedding_api_key_status' },
  put: {
    summary: 'Save the detailed AI settings',
    description:
      'api_key: absent keeps the stored key (while the provider stays the same), null deletes it, a string replaces it. ' +
      'Another engine type, or another OpenAI-compatible origin, without a new key deletes the stored key. ' +
      'embedding: absent keeps the stored embedding provider; an OpenAI-compatible one whose base URL or model changed, or with a new ' +
      'embedding_api_key, is asked for one vector to measure its dimensions, and the save is refused (400 at the field) when that fails. ' +
      'embedding_api_key follows the rules of api_key for the embedding provider. Both rows are saved in one transaction.',
  },
  body: detailAiSettingsRequestSchema,
  response: detailAiSettingsResponseSchema,
  async read(app, owner) {
    const [detail, embedding] = await Promise.all([
      app.repositories.agentSettings.find(owner.agentId, 'detail_ai'),
      app.repositories.agentSettings.find(owner.agentId, 'embedding'),
    ]);
    return {
      ...documentOf(detail, DETAIL_AI_SETTINGS_DEFAULTS),
      api_key_status: secretStatusOf(detail),
      embedding: embeddingSettingsOf(embedding),
      embedding_api_key_status: secretStatusOf(embedding),
      updated_at: updatedAtOf(latest(detail, embedding)),
    };
  },
  async write(app, owner, { api_key: apiKey, embedding: nextEmbedding, embedding_api_key: embeddingApiKey, ...document }) {
    const [detail, embedding] = await Promise.all([
      app.repositories.agentSettings.find(owner.agentId, 'detail_ai'),
      app.repositories.agentSettings.find(owner.agentId, 'embedding'),
    ]);
    const key = nextApiKey(documentOf(detail, DETAIL_AI_SETTINGS_DEFAULTS).engine, document.engine, apiKey);
    const writes: ['detail_ai' | 'embedding', SettingsWrite][] = [
      ['detail_ai', { document, sealedSecret: typeof key === 'string' ? app.secretBox.seal(key, secretContext(owner.agentId, 'detail_ai')) : key }],
    ];
    // Measured before the transaction: a provider's answer is never waited for with rows locked.
    if (nextEmbedding !== undefined || embeddingApiKey !== undefined) {
      const write = await embeddingWrite({
        agentId: owner.agentId,
        saved: embedding,
        next: nextEmbedding,
        apiKey: embeddingApiKey,
        secretBox: app.secretBox,
        safeFetch: app.safeFetch,
        timeoutMs: app.config.outboundHttp.timeoutMs,
      });
      writes.push(['embedding', write]);
    }
    const [savedDetail, savedEmbedding = embedding] = await app.repositories.agentSettings.saveAll(owner, writes);
    // A changed embedding model starts its set of vectors now on this replica (others within a few seconds).
    app.knowledge.embedders.forget(owner.agentId);
    app.knowledge.vectors.kick();
    return {
      ...document,
      api_key_status: secretStatusOf(savedDetail),
      embedding: embeddingSettingsOf(savedEmbedding),
      embedding_api_key_status: secretStatusOf(savedEmbedding),
      updated_at: updatedAtOf(latest(savedDetail, savedEmbedding)),
    };
  },
});
