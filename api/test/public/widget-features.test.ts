import { DETAIL_AI_SETTINGS_DEFAULTS, type Form, formSchema, VOICE_SETTINGS_DEFAULTS, widgetConfigSchema } from 'shared-contracts';
import { eq } from 'drizzle-orm';
import { formAnswers } from '../../src/db/schema';
import { startFakeVoicevox } from '../avatarsettings/fake-voicevox';
import { type OwnerClient, ownerClient } from '../chatsettings/owner-client';
import type { FakeServer } from '../fake-server';
import { CONTACT_FORM, VALID_ANSWER } from '../forms/form-fixtures';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { PUBLIC_APP_OPTIONS } from './public-fixtures';
import { parseEventStream, widgetClient } from './widget-client';

const SITE = 'https://shop.example.com';
const API_KEY = 'sk-live-NEVER-SEND-BACK-0123456789';
const CHANNEL_SECRET = 'abcdef0123456789abcdef0123456789';

describe(`public widget config, forms, speech and secrets (${testDatabase})`, () => {
  let t: TestContext;
  let owner: OwnerClient;
  let agentId: string;
  let engine: FakeServer;
  let form: Form;
  beforeAll(async () => {
    engine = await startFakeVoicevox();
    t = await createTestContext({ ...PUBLIC_APP_OPTIONS, allowPrivateNetworkTargets: true });
    const session = await t.ownerSession();
    agentId = session.owner.agentId;
    owner = ownerClient(t, session);
    const created = await owner.post('forms', CONTACT_FORM);
    expect(created.statusCode).toBe(201);
    form = formSchema.parse(created.json());
  });
  afterAll(async () => {
    await t?.close();
    await engine?.close();
  });

  describe('config', () => {
    it("answers the owner's widget settings with the greeting filled in, and a page rule's greeting for its page", async () => {
      expect((await owner.put('url-settings', {
        restrict_origins: false,
        allowed_origins: [],
        page_rules: [{ pattern: `${SITE}/sale/*`, action: { type: 'greeting', message: 'セール中です。{agent_name}にご相談ください' } }],
      })).statusCode).toBe(200);
      const quick = await owner.post('quick-replies', { label: '料金', action: { type: 'send_text', text: '料金を教えて' }, placement: 'start' });
      expect(quick.statusCode).toBe(201);
      await owner.post('quick-replies', { label: '回答後だけ', action: { type: 'send_text', text: 'x' }, placement: 'after_answer' });

      const w = widgetClient(t, agentId);
      const config = widgetConfigSchema.strict().parse((await w.call('GET', 'config', null)).json());
      expect(config.agent.name).toBe('AIアシスタント');
      expect(config.agent.greeting).not.toContain('{');
      expect(config.quick_replies.map((q) => q.label)).toEqual(['料金']);
      expect(config.avatar).toMatchObject({ show: true, kind: 'builtin', character: 'yui', images: {} });
      expect(config.voice).toMatchObject({ enabled: true, engine: 'browser', lang: 'ja-JP' });
      expect(config.emotions.map((e) => e.key)).toEqual(['neutral', 'joy', 'anger', 'sorrow', 'surprise']);
      expect(config.sign_in).toEqual({ mail: false, line: false, required: false, required_for_forms: false });

      const sale = widgetConfigSchema.parse((await w.call('GET', `config?page=${encodeURIComponent(`${SITE}/sale/shoes`)}`, null)).json());
      expect(sale.agent.greeting).toBe('セール中です。AIアシスタントにご相談ください');
    });

    it("carries the basic agent settings' greeting for the avatar, its variables filled in as the fixed messages' are", async () => {
      const w = widgetClient(t, agentId);
      const before = widgetConfigSchema.parse((await w.call('GET', 'config', null)).json());
      expect(before.agent.avatar_greeting).toBe('こんにちは、AIアシスタントです。なんでも聞いてくださいね。');

      const basic = (await owner.get('basic-agent-settings')).json<Record<string, unknown>>();
      delete basic.updated_at;
      const put = await owner.put('basic-agent-settings', { ...basic, name: 'もりのね', greeting: '{visitor_name}、ようこそ。{agent_name}が{date}もご案内します' });
      expect(put.statusCode).toBe(200);
      const after = widgetConfigSchema.parse((await w.call('GET', 'config', null)).json());
      expect(after.agent.avatar_greeting).toMatch(/^お客様、ようこそ。もりのねが\d{4}年\d{1,2}月\d{1,2}日もご案内します$/);
      // The chat's first message stays the fixed greeting of the conversation settings.
      expect(after.agent.greeting).not.toContain('ようこそ');
      expect(after.agent.name).toBe('もりのね');
      expect((await owner.put('basic-agent-settings', basic)).statusCode).toBe(200);
    });

    it('is 404 for an unknown agent', async () => {
      expect((await widgetClient(t, 'agt_00000000000000000000').call('GET', 'config', null)).statusCode).toBe(404);
    });
  });

  describe('form answers', () => {
    it('refuses an invalid answer with 400 and a Japanese message per field, then stores a valid one', async () => {
      const w = widgetClient(t, agentId);
      const started = await w.startOk(SITE);
      const bad = await w.call('POST', `forms/${form.id}/answers`, started.visitor_token, {
        conversation_id: started.conversation_id,
        values: { ...VALID_ANSWER, mail: 'not-an-address', name: '' },
      });
      expect(bad.statusCode).toBe(400);
      const body = bad.json<{ code: string; message: string; fields: Record<string, string> }>();
      expect(body.code).toBe('validation_error');
      expect(Object.keys(body.fields).sort()).toEqual(['values.mail', 'values.name']);
      for (const message of Object.values(body.fields)) expect(message).toMatch(/[ぁ-んァ-ヶ一-龠]/);

      const good = await w.call('POST', `forms/${form.id}/answers`, started.visitor_token, { conversation_id: started.conversation_id, values: VALID_ANSWER });
      expect(good.statusCode).toBe(201);
      expect(good.json()).toEqual({ thank_you_message: 'お問い合わせありがとうございました。' });

      const stored = await t.app.database.db.select().from(formAnswers).where(eq(formAnswers.formId, form.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.values).toMatchObject({ mail: 'taro@example.com', topic: '料金' });
      expect(stored[0]?.conversationId).toBe(started.conversation_id);
      expect(stored[0]?.visitorAccountId).toBeNull();
    });

    it("answers 404 for another visitor's conversation and for another agent's form", async () => {
      const w = widgetClient(t, agentId);
      const mine = await w.startOk(SITE);
      const neighbour = await w.startOk(SITE);
      const response = await w.call('POST', `forms/${form.id}/answers`, neighbour.visitor_token, { conversation_id: mine.conversation_id, values: VALID_ANSWER });
      expect(response.statusCode).toBe(404);

      const other = await t.ownerSession();
      const theirs = widgetClient(t, other.owner.agentId);
      const stranger = await theirs.startOk(SITE);
      const foreign = await theirs.call('POST', `forms/${form.id}/answers`, stranger.visitor_token, { conversation_id: stranger.conversation_id, values: VALID_ANSWER });
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe('speech', () => {
    it("answers 409 while the voice is the browser's, and a WAV from the owner's VOICEVOX once chosen", async () => {
      const w = widgetClient(t, agentId);
      const started = await w.startOk(SITE);
      const browser = await w.call('POST', 'speech', started.visitor_token, { text: 'こんにちは' });
      expect(browser.statusCode).toBe(409);
      expect(browser.json()).toEqual({ code: 'voice_engine_not_voicevox', message: 'このチャットではVOICEVOXの音声を利用できません' });

      const saved = await owner.put('voice-settings', {
        ...VOICE_SETTINGS_DEFAULTS,
        engine: { type: 'voicevox', engine_url: engine.origin, speaker_id: 3, speaker_name: 'ずんだもん', style_name: 'ノーマル' },
      });
      expect(saved.statusCode).toBe(200);
      const spoken = await w.call('POST', 'speech', started.visitor_token, { text: 'こんにちは' });
      expect(spoken.statusCode).toBe(200);
      expect(spoken.headers['content-type']).toBe('audio/wav');
      expect(spoken.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');

      const config = widgetConfigSchema.parse((await w.call('GET', 'config', null)).json());
      expect(config.voice).toMatchObject({ engine: 'voicevox', speaker_name: 'ずんだもん' });
      expect(JSON.stringify(config)).not.toContain(engine.origin);

      expect((await w.call('POST', 'speech', null, { text: 'こんにちは' })).statusCode).toBe(401);
    });
  });

  it('sends nothing secret in any public response', async () => {
    const llm = { type: 'openai_compatible', base_url: 'http://127.0.0.1:9/v1', model: 'gpt-4o-mini' } as const;
    expect((await owner.put('detail-ai-settings', { ...DETAIL_AI_SETTINGS_DEFAULTS, engine: llm, api_key: API_KEY })).statusCode).toBe(200);
    expect(
      (await owner.put('line-login-settings', { enabled: true, channel_id: '1657000000', sign_in_requirement: 'never', channel_secret: CHANNEL_SECRET })).statusCode,
    ).toBe(200);
    const before = t.sentBodies().length;
    const w = widgetClient(t, agentId);
    const started = await w.startOk(SITE);
    const publicBodies = [
      (await w.call('GET', 'widget.js', null)).body,
      (await w.call('GET', `frame?origin=${encodeURIComponent(SITE)}`, null)).body,
      (await w.call('GET', 'config', null)).body,
      (await w.send(started.visitor_token, started.conversation_id, { text: '営業時間を教えて' })).body,
      (await w.messages(started.visitor_token, started.conversation_id)).body,
    ];
    const config = widgetConfigSchema.parse(JSON.parse(publicBodies[2] ?? '{}'));
    expect(config.sign_in.line).toBe(true);
    expect(parseEventStream(publicBodies[3] ?? '').at(-1)?.event).toBe('done');
    const sent = [...publicBodies, ...t.sentBodies().slice(before)].join('\n');
    for (const secret of [API_KEY, CHANNEL_SECRET, engine.origin, '127.0.0.1:9', 'password_hash', 'sealed']) {
      expect(sent).not.toContain(secret);
    }
  });
});

describe(`public widget rate limits (${testDatabase})`, () => {
  let t: TestContext;
  let agentId: string;
  beforeAll(async () => {
    t = await createTestContext({
      ...PUBLIC_APP_OPTIONS,
      publicRateLimit: { perAddressMax: 12, newVisitorsPerAddressMax: 3, perVisitorMax: 6, messagesPerVisitorMax: 2, timeWindowMs: 60_000 },
    });
    agentId = (await t.ownerSession()).owner.agentId;
  });
  afterAll(() => t?.close());

  const expectLimited = (response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ code: 'too_many_requests', message: 'メッセージの送信が多すぎます。しばらく待ってからもう一度お試しください' });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('limits the messages of one visitor, and their other calls, without touching another visitor', async () => {
    const w = widgetClient(t, agentId, '198.51.100.1');
    const first = await w.startOk(SITE);
    const second = await w.startOk(SITE);
    expect((await w.send(first.visitor_token, first.conversation_id, { text: 'こんにちは' })).statusCode).toBe(200);
    expect((await w.send(first.visitor_token, first.conversation_id, { text: 'こんにちは' })).statusCode).toBe(200);
    expectLimited(await w.send(first.visitor_token, first.conversation_id, { text: 'こんにちは' }));
    expect((await w.send(second.visitor_token, second.conversation_id, { text: 'こんにちは' })).statusCode).toBe(200);
    // The visitor's general budget (6): 3 sends so far, then 3 more calls.
    for (let i = 0; i < 3; i += 1) expect((await w.messages(first.visitor_token, first.conversation_id)).statusCode).toBe(200);
    expectLimited(await w.messages(first.visitor_token, first.conversation_id));
  });

  it('limits new visitors per address, and every request per address', async () => {
    const w = widgetClient(t, agentId, '198.51.100.2');
    for (let i = 0; i < 3; i += 1) expect((await w.start(SITE)).statusCode).toBe(200);
    expectLimited(await w.start(SITE));
    const other = widgetClient(t, agentId, '198.51.100.3');
    expect((await other.start(SITE)).statusCode).toBe(200);

    // 4 requests of this address so far; the address budget is 12.
    for (let i = 0; i < 8; i += 1) expect((await w.call('GET', 'widget.js', null)).statusCode).toBe(200);
    expectLimited(await w.call('GET', 'widget.js', null));
    expectLimited(await w.call('GET', 'config', null));
    expect((await other.call('GET', 'widget.js', null)).statusCode).toBe(200);
  });
});
