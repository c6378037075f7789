import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, embeddingConnectionTestRequestSchema, embeddingConnectionTestResponseSchema, type EmbeddingProvider } from 'shared-contracts';
import { runEmbeddingConnectionTest } from '#src/domains/chatsettings/detail-ai/embedding-connection-test';
import { embeddingSettingsOf } from '#src/domains/chatsettings/detail-ai/embedding-provider';
import { providerIdentity } from '#src/domains/chatsettings/detail-ai/provider-identity';
import { secretContext } from '#src/domains/chatsettings/settings-document';
import type { AuthenticatedOwner } from '#src/domains/auth/authenticated-owner';
import { embeddingMessages } from '#src/errors/messages';
import { BEARER } from '../owner-route';

/** Each call reaches out to a provider, so an address gets a few a minute, not the general budget. */
const TESTS_PER_MINUTE = 10;

const embeddingConnectionTest: FastifyPluginAsyncZod = async (app) => {
  /** The stored embedding key, only for the origin it was entered for; 'unreadable' if it no longer opens. */
  async function storedKeyFor(owner: AuthenticatedOwner, embedding: EmbeddingProvider): Promise<string | undefined | 'unreadable'> {
    const row = await app.repositories.agentSettings.find(owner.agentId, 'embedding');
    if (!row?.sealedSecret) return undefined;
    if (providerIdentity(embeddingSettingsOf(row)) !== providerIdentity(embedding)) return undefined;
    try {
      return app.secretBox.open(row.sealedSecret, secretContext(owner.agentId, 'embedding'));
    } catch (error) {
      app.log.warn({ err: error, agentId: owner.agentId }, 'stored embedding API key does not open (was ENCRYPTION_KEY changed?)');
      return 'unreadable';
    }
  }

  app.post(
    '/embedding-connection-test',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: TESTS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['chatsettings'],
        summary: 'Try the embedding provider on screen: embed one short Japanese text and say the length of its vector',
        description:
          'Always 200 with ok, a Japanese message and, when it worked, dimensions; without api_key the stored embedding key is used when the origin is unchanged.',
        security: BEARER,
        body: embeddingConnectionTestRequestSchema,
        response: { 200: embeddingConnectionTestResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { embedding } = request.body;
      const apiKey = request.body.api_key ?? (embedding.type === 'builtin' ? undefined : await storedKeyFor(request.owner, embedding));
      if (apiKey === 'unreadable') return { ok: false, message: embeddingMessages.storedKeyUnreadable };
      return runEmbeddingConnectionTest({ embedding, apiKey, safeFetch: app.safeFetch, timeoutMs: app.config.outboundHttp.timeoutMs });
    },
  );
};

export default embeddingConnectionTest;
