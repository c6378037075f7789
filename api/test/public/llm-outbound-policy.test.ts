import { DETAIL_AI_SETTINGS_DEFAULTS, FIXED_MESSAGES_DEFAULTS, type WidgetMessage } from 'shared-contracts';
import { fakePublicSiteNetwork } from '../../src/config/fake-public-site';
import { ownerClient, type OwnerClient } from '../chatsettings/owner-client';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../fakes/openai-server';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { PUBLIC_APP_OPTIONS } from './public-fixtures';
import { parseEventStream, widgetClient } from './widget-client';

const SITE = 'https://shop.example.com';
const PUBLIC_NAME = 'llm.provider.test';

// The route, not only the runtime: what the server's switch and outbound seams make of an owner's LLM address.
describe(`the owner's LLM base URL from the public messages route (${testDatabase})`, () => {
  let t: TestContext;
  let llm: FakeOpenAiServer;
  let owner: OwnerClient;
  let agentId: string;

  beforeAll(async () => {
    llm = await startFakeOpenAiServer({ behaviour: { kind: 'answer', pieces: ['公開の', 'モデルです。'] } });
    const port = Number(new URL(llm.origin).port);
    // No allowPrivateNetworkTargets: the server's default. The fake answers under a public name too.
    t = await createTestContext({ ...PUBLIC_APP_OPTIONS, outboundHttp: fakePublicSiteNetwork([{ host: PUBLIC_NAME, port }]) });
    const session = await t.ownerSession();
    agentId = session.owner.agentId;
    owner = ownerClient(t, session);
    expect((await owner.put('url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  async function answerFrom(baseUrl: string): Promise<WidgetMessage> {
    const engine = { type: 'openai_compatible', base_url: baseUrl, model: 'fake-model' };
    expect((await owner.put('detail-ai-settings', { ...DETAIL_AI_SETTINGS_DEFAULTS, engine, answer_only_from_knowledge: false })).statusCode).toBe(200);
    const w = widgetClient(t, agentId);
    const started = await w.startOk(SITE);
    const response = await w.send(started.visitor_token, started.conversation_id, { text: '営業時間を教えてください' });
    expect(response.statusCode).toBe(200);
    const done = parseEventStream(response.body).find((event) => event.event === 'done');
    if (!done) throw new Error(`no done event: ${response.body}`);
    return done.data as WidgetMessage;
  }

  it('refuses loopback unless the server allows private networks: the visitor gets the error message', async () => {
    const before = llm.requests.length;
    expect((await answerFrom(llm.baseUrl)).text).toBe(FIXED_MESSAGES_DEFAULTS.messages.error);
    expect((await answerFrom(`http://localhost:${new URL(llm.origin).port}/v1`)).text).toBe(FIXED_MESSAGES_DEFAULTS.messages.error);
    expect(llm.requests.length).toBe(before);
  });

  it('reaches a public address through the outbound seams the server was given', async () => {
    const before = llm.requests.length;
    expect((await answerFrom(`http://${PUBLIC_NAME}:${new URL(llm.origin).port}/v1`)).text).toBe('公開のモデルです。');
    expect(llm.requests.length).toBe(before + 1);
    expect(llm.requests.at(-1)?.headers.host).toBe(`${PUBLIC_NAME}:${new URL(llm.origin).port}`);
  });
});
