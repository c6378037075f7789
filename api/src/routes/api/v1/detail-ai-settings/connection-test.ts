import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, connectionTestRequestSchema, connectionTestResponseSchema, DETAIL_AI_SETTINGS_DEFAULTS, type Engine } from 'shared-contracts';
import { runConnectionTest } from '#src/domains/chatsettings/detail-ai/connection-test';
import { providerIdentity } from '#src/domains/chatsettings/detail-ai/provider-identity';
import { documentOf, secretContext } from '#src/domains/chatsettings/settings-document';
import type { AuthenticatedOwner } from '#src/domains/auth/authenticated-owner';
import { connectionTestMessages } from '#src/errors/messages';
import { BEARER } from '../owner-route';

/** Each call reaches out to a provider, so an address gets a few a minute, not the general budget. */
const TESTS_PER_MINUTE = 10;

const connectionTest: FastifyPluginAsyncZod = async (app) => {
  /** The stored key, only for the provider it was entered for; 'unreadable' if it no longer opens. */
  async function storedKeyFor(owner: AuthenticatedOwner, engine: Engine): Promise<string | undefined | 'unreadable'> {
    const row = await app.repositories.agentSettings.find(owner.agentId, 'detail_ai');
    if (!row?.sealedSecret) return undefined;
    if (providerIdentity(documentOf(row, DETAIL_AI_SETTINGS_DEFAULTS).engine) !== providerIdentity(engine)) return undefined;
    try {
      return app.secretBox.open(row.sealedSecret, secretContext(owner.agentId, 'detail_ai'));
    } catch (error) {
      app.log.warn({ err: error, agentId: owner.agentId }, 'stored API key does not open (was ENCRYPTION_KEY changed?)');
      return 'unreadable';
    }
  }

  app.post(
    '/connection-test',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: TESTS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['chatsettings'],
        summary: 'Try the answer engine on screen with one small call to its provider',
        description:
          'Always 200 with ok and a Japanese message saying what happened; without api_key the stored key is used when the provider is unchanged.',
        security: BEARER,
        body: connectionTestRequestSchema,
        response: { 200: connectionTestResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { engine } = request.body;
      const apiKey = request.body.api_key ?? (engine.type === 'builtin' ? undefined : await storedKeyFor(request.owner, engine));
      if (apiKey === 'unreadable') return { ok: false, message: connectionTestMessages.storedKeyUnreadable };
      return runConnectionTest({
        engine,
        apiKey,
        safeFetch: app.safeFetch,
        anthropicBaseUrl: app.config.anthropicBaseUrl,
        timeoutMs: app.config.outboundHttp.timeoutMs,
      });
    },
  );
};

export default connectionTest;
