import { CHATSETTINGS_API_PATHS as PATHS, DETAIL_AI_SETTINGS_DEFAULTS } from 'shared-contracts';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { ownerClient } from './owner-client';

const API_KEY = 'sk-live-NEVER-SEND-BACK-0123456789';
const CHANNEL_SECRET = 'abcdef0123456789abcdef0123456789';

/**
 * Stores both kinds of secret, then calls every conversation-settings endpoint (reads, saves,
 * refusals, the connection test, the docs) and scans every body the app sent, in any of the forms
 * a secret could leak in.
 */
describe(`stored secrets never leave the API (${testDatabase})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  it('appears in no response of any endpoint', async () => {
    const session = await t.ownerSession();
    const owner = ownerClient(t, session);
    const engine = { type: 'openai_compatible', base_url: 'http://127.0.0.1:9/v1', model: 'gpt-4o-mini' } as const;

    expect((await owner.put(PATHS.detailAiSettings, { ...DETAIL_AI_SETTINGS_DEFAULTS, engine, api_key: API_KEY })).statusCode).toBe(200);
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

    const forms = [API_KEY, CHANNEL_SECRET, Buffer.from(API_KEY).toString('base64'), Buffer.from(CHANNEL_SECRET).toString('base64'), API_KEY.slice(8, 24)];
    const bodies = t.sentBodies();
    expect(bodies.length).toBeGreaterThanOrEqual(calls.length);
    for (const body of bodies) for (const form of forms) expect(body).not.toContain(form);
    // And the sealed form is not sent either.
    expect(bodies.some((body) => /v1\.[A-Za-z0-9_-]{40,}/.test(body))).toBe(false);
  });
});
