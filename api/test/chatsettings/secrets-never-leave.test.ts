import { CHATSETTINGS_API_PATHS as PATHS, DETAIL_AI_SETTINGS_DEFAULTS } from 'shared-contracts';
import { fakePublicSiteNetwork } from '../../src/config/fake-public-site';
import { type FakeEmbeddingsServer, startFakeEmbeddingsServer } from '../fakes/embeddings-server';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { ownerClient } from './owner-client';

const API_KEY = 'sk-live-NEVER-SEND-BACK-0123456789';
const CHANNEL_SECRET = 'abcdef0123456789abcdef0123456789';
const EMBEDDING_KEY = 'sk-embed-NEVER-SEND-BACK-9876543210';
const EMBEDDINGS_HOST = 'embeddings.provider.test';

/**
 * Stores every kind of secret (the LLM key, the embedding provider's key, the LINE channel secret),
 * then calls every conversation-settings endpoint (reads, saves, refusals, the connection tests, the
 * docs) and scans every body the app sent, in any of the forms a secret could leak in.
 */
describe(`stored secrets never leave the API (${testDatabase})`, () => {
  let t: TestContext;
  let embeddings: FakeEmbeddingsServer;
  beforeAll(async () => {
    // The embedding provider is measured when saved: a fake one under a public name (private targets stay refused).
    embeddings = await startFakeEmbeddingsServer({ apiKey: EMBEDDING_KEY });
    t = await createTestContext({ outboundHttp: fakePublicSiteNetwork([{ host: EMBEDDINGS_HOST, port: embeddings.port }]) });
  });
  afterAll(async () => {
    await t?.close();
    await embeddings?.close();
  });

  it('appears in no response of any endpoint', async () => {
    const session = await t.ownerSession();
    const owner = ownerClient(t, session);
    const engine = { type: 'openai_compatible', base_url: 'http://127.0.0.1:9/v1', model: 'gpt-4o-mini' } as const;
    const embedding = { type: 'openai_compatible', base_url: `http://${EMBEDDINGS_HOST}:${embeddings.port}/v1`, model: 'text-embedding-3-small' } as const;

    expect((await owner.put(PATHS.detailAiSettings, { ...DETAIL_AI_SETTINGS_DEFAULTS, engine, api_key: API_KEY })).statusCode).toBe(200);
    expect((await owner.put(PATHS.detailAiSettings, { ...DETAIL_AI_SETTINGS_DEFAULTS, engine, embedding, embedding_api_key: EMBEDDING_KEY })).statusCode).toBe(200);
    expect(
      (await owner.put(PATHS.lineLoginSettings, { enabled: true, channel_id: '1657000000', sign_in_requirement: 'never', channel_secret: CHANNEL_SECRET })).statusCode,
    ).toBe(200);

    const calls = [
      owner.get(PATHS.detailAiSettings),
      owner.put(PATHS.detailAiSettings, { ...DETAIL_AI_SETTINGS_DEFAULTS, engine }),
      owner.put(PATHS.detailAiSettings, { ...DETAIL_AI_SETTINGS_DEFAULTS, engine, temperature: 9, api_key: API_KEY }),
      owner.post(PATHS.detailAiConnectionTest, { engine }),
      owner.post(PATHS.detailAiConnectionTest, { engine, api_key: API_KEY }),
      owner.post(PATHS.detailAiConnectionTest, { engine: { ...engine, base_url: 'not a url' }, api_key: API_KEY }),
      owner.put(PATHS.detailAiSettings, { ...DETAIL_AI_SETTINGS_DEFAULTS, engine, embedding }),
      owner.put(PATHS.detailAiSettings, { ...DETAIL_AI_SETTINGS_DEFAULTS, engine, embedding: { ...embedding, model: 'unknown' } }),
      owner.put(PATHS.detailAiSettings, { ...DETAIL_AI_SETTINGS_DEFAULTS, engine, embedding, embedding_api_key: `${EMBEDDING_KEY} x` }),
      owner.post(PATHS.detailAiEmbeddingConnectionTest, { embedding }),
      owner.post(PATHS.detailAiEmbeddingConnectionTest, { embedding, api_key: EMBEDDING_KEY }),
      owner.post(PATHS.detailAiEmbeddingConnectionTest, { embedding: { ...embedding, base_url: 'not a url' }, api_key: EMBEDDING_KEY }),
      owner.get(PATHS.lineLoginSettings),
      owner.put(PATHS.lineLoginSettings, { enabled: true, channel_id: 'x', sign_in_requirement: 'never', channel_secret: CHANNEL_SECRET }),
      owner.put(PATHS.lineLoginSettings, { enabled: true, channel_id: '1657000000', sign_in_requirement: 'never' }),
      owner.get(PATHS.chatUiSettings),
      owner.get(PATHS.fixedMessages),
      owner.get(PATHS.quickReplies),
      owner.get(PATHS.forbiddenWords),
      owner.get(`${PATHS.forbiddenWords}/export`),
      owner.get(PATHS.forbiddenUrls),
      owner.get(`${PATHS.forbiddenUrls}/export`),
      owner.get(PATHS.visitorAccounts),
      owner.get(PATHS.urlSettings),
      owner.get(PATHS.embedSnippet),
      owner.get('me'),
      t.app.inject({ method: 'GET', url: '/api/docs/json' }),
    ];
    for (const call of calls) await call;

    const forms = [API_KEY, CHANNEL_SECRET, EMBEDDING_KEY, ...[API_KEY, CHANNEL_SECRET, EMBEDDING_KEY].map((secret) => Buffer.from(secret).toString('base64')), API_KEY.slice(8, 24), EMBEDDING_KEY.slice(8, 24)];
    const bodies = t.sentBodies();
    expect(bodies.length).toBeGreaterThanOrEqual(calls.length);
    for (const body of bodies) for (const form of forms) expect(body).not.toContain(form);
    // The embedding key did reach its provider, with every measurement and test that used it.
    expect(embeddings.requests.length).toBeGreaterThanOrEqual(3);
    expect(embeddings.requests.every((request) => request.headers.authorization === `Bearer ${EMBEDDING_KEY}`)).toBe(true);
    // And the sealed form is not sent either.
    expect(bodies.some((body) => /v1\.[A-Za-z0-9_-]{40,}/.test(body))).toBe(false);
  });
});
