import { FIXED_MESSAGES_DEFAULTS, type QuickReply } from 'shared-contracts';
import { type AgentDeps, getMessageTrace, listMessages, runTurn, setFeedback, startOrResumeConversation, type TurnEvent, TurnRefusedError } from '../../src/domains/agent';
import { ownerClient } from '../chatsettings/owner-client';
import { type FakeLlmBehaviour, type FakeOpenAiServer, startFakeOpenAiServer } from '../fakes/openai-server';
import { createTestContext, type OwnerSession, type TestContext } from '../helper';
import { knowledgeClient } from '../knowledge/knowledge-client';

jest.setTimeout(120_000);

let t: TestContext;
let llm: FakeOpenAiServer;

beforeAll(async () => {
  t = await createTestContext({ allowPrivateNetworkTargets: true });
  llm = await startFakeOpenAiServer({ apiKey: 'sk-test-key' });
});
afterAll(async () => {
  await llm.close();
  await t.close();
});

function deps(): AgentDeps {
  // The fake provider listens on loopback, as a self-hosted model on a server that allows private networks.
  return { db: t.app.database.db, publicApiUrl: t.app.config.publicApiUrl, secretBox: t.app.secretBox, llmTimeoutMs: 2_000, allowPrivateNetworkTargets: true };
}

async function turn(input: Parameters<typeof runTurn>[1]): Promise<TurnEvent[]> {
  const events: TurnEvent[] = [];
  for await (const event of runTurn(deps(), input)) events.push(event);
  return events;
}

function done(events: TurnEvent[]) {
  const last = events.at(-1);
  if (last?.type !== 'done') throw new Error(`no done event: ${JSON.stringify(events)}`);
  return last.message;
}

const deltas = (events: TurnEvent[]) => events.flatMap((e) => (e.type === 'delta' ? [e.text] : []));

interface Agent {
  session: OwnerSession;
  agentId: string;
  visitorId: string;
  conversationId: string;
}

async function newAgent(): Promise<Agent> {
  const session = await t.ownerSession();
  const started = await startOrResumeConversation(t.app.database.db, { agentId: session.owner.agentId, origin: 'https://shop.example.com', preview: false });
  return { session, agentId: session.owner.agentId, visitorId: started.visitorId, conversationId: started.conversation.id };
}

const ask = (agent: Agent, text: string, extra: { now?: Date } = {}) =>
  turn({ agentId: agent.agentId, conversationId: agent.conversationId, visitorId: agent.visitorId, text, ...extra });

describe('runTurn with the built-in responder', () => {
  let agent: Agent;
  let qaId: string;
  let articleId: string;

  beforeAll(async () => {
    agent = await newAgent();
    const knowledge = knowledgeClient(t, agent.session);
    const qa = await knowledge.create({
      type: 'qa',
      question: '営業時間は何時から何時までですか？',
      alternatives: ['何時まで開いていますか'],
      answer: '営業時間は平日の10時から18時までです。土日祝日はお休みをいただいております。',
      emotion: 'joy',
    });
    const article = await knowledge.create({
      type: 'article',
      title: '送料について',
      body: '全国一律の送料は500円です。5000円以上のご注文で送料は無料になります。沖縄と離島は別途料金がかかります。',
    });
    qaId = qa.id;
    articleId = article.id;
    await knowledge.settled(qa.id);
    await knowledge.settled(article.id);
  });

  it('answers a question from a Q&A pair, with its emotion and its source in the trace', async () => {
    const events = await ask(agent, '営業時間を教えてください');
    expect(events.map((e) => e.type).slice(0, 3)).toEqual(['visitor', 'start', 'delta']);
    const message = done(events);
    expect(message.text).toBe('営業時間は平日の10時から18時までです。土日祝日はお休みをいただいております。');
    expect(deltas(events).join('')).toBe(message.text);
    expect(message.emotion).toBe('joy');
    const trace = await getMessageTrace(t.app.database.db, agent.agentId, message.id);
    expect(trace?.engine).toBe('knowledge_qa');
    expect(trace?.rule).toContain('営業時間は何時から何時までですか？');
    expect(trace?.passages[0]?.item_id).toBe(qaId);
    expect(trace?.timing.retrieval_ms).not.toBeNull();
    expect(trace?.timing.first_token_ms).not.toBeNull();
  });

  it('answers from an article passage and names it', async () => {
    const message = done(await ask(agent, '送料はいくらですか'));
    expect(message.text).toContain('「送料について」');
    expect(message.text).toContain('全国一律の送料は500円です。');
    const trace = await getMessageTrace(t.app.database.db, agent.agentId, message.id);
    expect(trace?.engine).toBe('knowledge_passages');
    expect(trace?.passages.map((p) => p.item_id)).toContain(articleId);
  });

  it('answers the fallback message with suggested quick replies when knowledge has nothing', async () => {
    const owner = ownerClient(t, agent.session);
    const created = await owner.post('quick-replies', { label: '送料', action: { type: 'send_text', text: '送料はいくらですか' }, placement: 'after_answer' });
    expect(created.statusCode).toBe(201);
    const message = done(await ask(agent, '宇宙旅行の予約方法'));
    expect(message.text).toBe(FIXED_MESSAGES_DEFAULTS.messages.fallback);
    expect(message.quick_replies).toEqual([{ id: created.json<QuickReply>().id, label: '送料' }]);
    // The default sorrow trigger 申し訳 is in the fallback message: the emotion is inferred from the text.
    expect(message.emotion).toBe('sorrow');
    expect((await getMessageTrace(t.app.database.db, agent.agentId, message.id))?.engine).toBe('fallback');
  });

  it('names the source to the visitor when the owner turns citations on', async () => {
    const owner = ownerClient(t, agent.session);
    const current = (await owner.get('detail-ai-settings')).json<Record<string, unknown>>();
    const { api_key_status: _status, updated_at: _updated, ...settings } = current;
    expect((await owner.put('detail-ai-settings', { ...settings, citations: true })).statusCode).toBe(200);
    const message = done(await ask(agent, '送料はいくらですか'));
    expect(message.sources).toEqual([{ title: '送料について' }]);
    expect((await owner.put('detail-ai-settings', { ...settings, citations: false })).statusCode).toBe(200);
  });

  it('keeps the messages in order and takes feedback on answers only', async () => {
    const messages = await listMessages(t.app.database.db, agent.agentId, agent.conversationId);
    expect(messages.length).toBeGreaterThanOrEqual(8);
    expect(messages[0]?.role).toBe('visitor');
    expect(messages[1]?.role).toBe('agent');
    const answer = messages[1];
    const question = messages[0];
    if (!answer || !question) throw new Error('no messages');
    expect(await setFeedback(t.app.database.db, agent.agentId, agent.visitorId, answer.id, 'up')).toBe(true);
    expect(await setFeedback(t.app.database.db, agent.agentId, agent.visitorId, question.id, 'up')).toBe(false);
    const other = await newAgent();
    expect(await setFeedback(t.app.database.db, other.agentId, other.visitorId, answer.id, 'down')).toBe(false);
    expect(await setFeedback(t.app.database.db, agent.agentId, other.visitorId, answer.id, 'down')).toBe(false);
    expect((await listMessages(t.app.database.db, agent.agentId, agent.conversationId))[1]?.feedback).toBe('up');
  });

  it('resumes the visitor’s conversation with its messages', async () => {
    const resumed = await startOrResumeConversation(t.app.database.db, { agentId: agent.agentId, visitorId: agent.visitorId, origin: 'https://shop.example.com', preview: false });
    expect(resumed.conversation.id).toBe(agent.conversationId);
    expect(resumed.resumed).toBe(true);
    expect(resumed.messages.length).toBeGreaterThan(0);
    const preview = await startOrResumeConversation(t.app.database.db, { agentId: agent.agentId, visitorId: agent.visitorId, origin: 'http://localhost:3000', preview: true });
    expect(preview.conversation.id).not.toBe(agent.conversationId);
  });
});

describe('runTurn: sure, unsure and nothing found (docs/architecture.md §6)', () => {
  let agent: Agent;
  const ids: Record<'parking' | 'bikes' | 'booking' | 'article', string> = { parking: '', bikes: '', booking: '', article: '' };

  beforeAll(async () => {
    agent = await newAgent();
    const knowledge = knowledgeClient(t, agent.session);
    const made = {
      parking: await knowledge.create({ type: 'qa', question: '駐車場はありますか？', answer: '店舗の裏に3台分の駐車場がございます。', emotion: 'joy' }),
      bikes: await knowledge.create({ type: 'qa', question: '駐輪場はありますか？', answer: '入口の横に駐輪場がございます。' }),
      booking: await knowledge.create({ type: 'qa', question: '予約は必要ですか？', answer: '予約なしでもご来店いただけます。' }),
      article: await knowledge.create({ type: 'article', title: 'お店について', body: '創業は1998年です。' }),
    };
    for (const [key, item] of Object.entries(made)) {
      ids[key as keyof typeof ids] = item.id;
      await knowledge.settled(item.id);
    }
  });

  const press = (itemId: string, to: Agent = agent) => turn({ agentId: to.agentId, conversationId: to.conversationId, visitorId: to.visitorId, candidateItemId: itemId });

  it('is sure of a question alike a Q&A question: its answer', async () => {
    const message = done(await ask(agent, '駐車場はありますか'));
    expect(message.text).toBe('店舗の裏に3台分の駐車場がございます。');
    expect(message.candidates).toEqual([]);
    expect((await getMessageTrace(t.app.database.db, agent.agentId, message.id))?.engine).toBe('knowledge_qa');
  });

  it('is unsure of a question only partly alike: もしかして… with the likely questions, stored and traced', async () => {
    const message = done(await ask(agent, '駐車場と駐輪場の場所'));
    expect(message.text).toBe('もしかして、こちらのご質問でしょうか？');
    expect(message.candidates).toHaveLength(2);
    expect(message.candidates).toEqual(
      expect.arrayContaining([
        { item_id: ids.parking, question: '駐車場はありますか？' },
        { item_id: ids.bikes, question: '駐輪場はありますか？' },
      ]),
    );
    const trace = await getMessageTrace(t.app.database.db, agent.agentId, message.id);
    expect(trace?.engine).toBe('knowledge_candidates');
    expect(trace?.rule).toBe('ナレッジに確かな回答がないため、近いQ&Aの質問を2件、候補として提示');
    const stored = (await listMessages(t.app.database.db, agent.agentId, agent.conversationId)).find((m) => m.id === message.id);
    expect(stored?.candidates).toEqual(message.candidates);
  });

  it('answers a chosen candidate with its Q&A answer, the visitor message being its question', async () => {
    const events = await press(ids.bikes);
    expect(events[0]).toMatchObject({ type: 'visitor', text: '駐輪場はありますか？' });
    const message = done(events);
    expect(message.text).toBe('入口の横に駐輪場がございます。');
    const trace = await getMessageTrace(t.app.database.db, agent.agentId, message.id);
    expect(trace?.engine).toBe('knowledge_qa');
    expect(trace?.rule).toBe('「もしかして」の候補から選ばれたナレッジのQ&A「駐輪場はありますか？」の回答');
    expect(trace?.passages.map((p) => p.item_id)).toEqual([ids.bikes]);
    // The Q&A's emotion, as for any Q&A answer.
    expect(done(await press(ids.parking)).emotion).toBe('joy');
    const stored = await listMessages(t.app.database.db, agent.agentId, agent.conversationId);
    expect(stored.filter((m) => m.role === 'visitor').map((m) => m.text)).toContain('駐輪場はありますか？');
  });

  it("refuses another agent's item, an unknown one and an item that is no Q&A, before anything is stored", async () => {
    const other = await newAgent();
    await expect(press(ids.parking, other)).rejects.toMatchObject({ code: 'candidate_not_found' });
    await expect(press('00000000-0000-4000-8000-000000000000', other)).rejects.toMatchObject({ code: 'candidate_not_found' });
    await expect(press(ids.article)).rejects.toMatchObject({ code: 'candidate_not_qa' });
    expect(await listMessages(t.app.database.db, other.agentId, other.conversationId)).toEqual([]);
  });

  it('finds nothing for a question alike no Q&A: the fallback message', async () => {
    const message = done(await ask(agent, '宇宙旅行のお土産'));
    expect(message.text).toBe(FIXED_MESSAGES_DEFAULTS.messages.fallback);
    expect(message.candidates).toEqual([]);
    expect((await getMessageTrace(t.app.database.db, agent.agentId, message.id))?.engine).toBe('fallback');
  });

  it("says もしかして… in the agent's persona tone", async () => {
    const owner = ownerClient(t, agent.session);
    const basic = (await owner.get('basic-agent-settings')).json<Record<string, unknown> & { persona: Record<string, unknown> }>();
    delete basic.updated_at;
    expect((await owner.put('basic-agent-settings', { ...basic, persona: { ...basic.persona, tone: 'casual' } })).statusCode).toBe(200);
    expect(done(await ask(agent, '駐車場と駐輪場の場所')).text).toBe('もしかして、こっちの質問かな？');
    expect((await owner.put('basic-agent-settings', basic)).statusCode).toBe(200);
  });
});

describe('runTurn rules', () => {
  it('refuses a forbidden word with the refusal message, before retrieval', async () => {
    const agent = await newAgent();
    const owner = ownerClient(t, agent.session);
    expect((await owner.post('forbidden-words', { word: 'ライバル社' })).statusCode).toBe(201);
    const message = done(await ask(agent, 'らいばる社と比べてどう？'));
    expect(message.text).toBe(FIXED_MESSAGES_DEFAULTS.messages.forbidden_refusal);
    const trace = await getMessageTrace(t.app.database.db, agent.agentId, message.id);
    expect(trace?.engine).toBe('forbidden_word');
    expect(trace?.rule).toContain('ライバル社');
    expect(trace?.timing.retrieval_ms).toBeNull();
  });

  it('runs quick replies by id and by their label typed out', async () => {
    const agent = await newAgent();
    const owner = ownerClient(t, agent.session);
    const fixed = (await owner.post('quick-replies', { label: '営業時間', action: { type: 'fixed_reply', message: '{agent_name}は24時間ご案内します。' } })).json<QuickReply>();
    const link = (await owner.post('quick-replies', { label: '会社概要', action: { type: 'open_link', url: 'https://example.com/about' } })).json<QuickReply>();
    const pressed = await turn({ agentId: agent.agentId, conversationId: agent.conversationId, visitorId: agent.visitorId, quickReplyId: fixed.id });
    expect(done(pressed).text).toBe('AIアシスタントは24時間ご案内します。');
    const stored = await listMessages(t.app.database.db, agent.agentId, agent.conversationId);
    expect(stored[0]).toMatchObject({ role: 'visitor', text: '営業時間' });
    expect(done(await ask(agent, '会社概要')).links).toEqual([{ url: 'https://example.com/about', title: link.label }]);
    await expect(turn({ agentId: agent.agentId, conversationId: agent.conversationId, visitorId: agent.visitorId, quickReplyId: '00000000-0000-4000-8000-000000000000' })).rejects.toThrow(
      TurnRefusedError,
    );
    expect((await getMessageTrace(t.app.database.db, agent.agentId, done(pressed).id))?.engine).toBe('quick_reply');
  });

  it("says its own words (a link's offer) in the agent's language and persona tone", async () => {
    const agent = await newAgent();
    const owner = ownerClient(t, agent.session);
    const link = (await owner.post('quick-replies', { label: '会社概要', action: { type: 'open_link', url: 'https://example.com/about' } })).json<QuickReply>();
    const press = async () => done(await turn({ agentId: agent.agentId, conversationId: agent.conversationId, visitorId: agent.visitorId, quickReplyId: link.id })).text;
    expect(await press()).toBe('「会社概要」のページをご案内します。');
    const basic = (await owner.get('basic-agent-settings')).json<Record<string, unknown> & { persona: Record<string, unknown> }>();
    delete basic.updated_at;
    expect((await owner.put('basic-agent-settings', { ...basic, persona: { ...basic.persona, tone: 'casual' } })).statusCode).toBe(200);
    expect(await press()).toBe('「会社概要」のページはこちらだよ！');
    expect((await owner.put('basic-agent-settings', { ...basic, language: 'en' })).statusCode).toBe(200);
    expect(await press()).toBe('Here is the "会社概要" page.');
  });

  it('answers the out-of-hours message outside business hours, and normally inside them', async () => {
    const agent = await newAgent();
    const owner = ownerClient(t, agent.session);
    const fixed = { ...FIXED_MESSAGES_DEFAULTS, business_hours: { ...FIXED_MESSAGES_DEFAULTS.business_hours, enabled: true } };
    expect((await owner.put('fixed-messages', fixed)).statusCode).toBe(200);
    // Saturday noon in Tokyo: closed.
    const closed = done(await ask(agent, '送料は？', { now: new Date('2026-11-21T03:00:00Z') }));
    expect(closed.text).toBe(FIXED_MESSAGES_DEFAULTS.messages.outside_hours);
    expect((await getMessageTrace(t.app.database.db, agent.agentId, closed.id))?.engine).toBe('business_hours');
    // Monday 10:00 in Tokyo: open.
    const open = done(await ask(agent, '送料は？', { now: new Date('2026-11-23T01:00:00Z') }));
    expect((await getMessageTrace(t.app.database.db, agent.agentId, open.id))?.engine).toBe('fallback');
  });

  it('offers a form when its keyword appears', async () => {
    const agent = await newAgent();
    const owner = ownerClient(t, agent.session);
    const form = await owner.post('forms', {
      name: '資料請求',
      fields: [{ type: 'email', key: 'email', label: 'メールアドレス', required: true }],
      thank_you_message: 'ありがとうございました。',
      triggers: { keywords: ['カタログ'] },
    });
    expect(form.statusCode).toBe(201);
    const message = done(await ask(agent, 'ｶﾀﾛｸﾞを送ってほしい'));
    expect(message.form).toMatchObject({ id: form.json<{ id: string }>().id, version: 1, title: '資料請求', submit_label: '送信する' });
    expect(message.form?.fields.map((f) => f.key)).toEqual(['email']);
    expect((await getMessageTrace(t.app.database.db, agent.agentId, message.id))?.engine).toBe('form_trigger');
  });

  it('offers a form the agent may offer (by_agent) with the fallback message', async () => {
    const agent = await newAgent();
    const owner = ownerClient(t, agent.session);
    const form = await owner.post('forms', {
      name: 'お問い合わせ',
      fields: [{ type: 'long_text', key: 'body', label: '内容', required: true }],
      thank_you_message: 'ありがとうございました。',
      triggers: { keywords: [], by_agent: true },
    });
    expect(form.statusCode).toBe(201);
    const message = done(await ask(agent, '宇宙旅行の予約方法'));
    expect(message.text).toBe(FIXED_MESSAGES_DEFAULTS.messages.fallback);
    expect(message.form?.id).toBe(form.json<{ id: string }>().id);
    expect((await getMessageTrace(t.app.database.db, agent.agentId, message.id))?.rule).toContain('フォーム「お問い合わせ」');
  });

  it('keeps agents apart: another agent’s conversation is not found and nothing is stored', async () => {
    const mine = await newAgent();
    const theirs = await newAgent();
    await expect(turn({ agentId: theirs.agentId, conversationId: mine.conversationId, visitorId: mine.visitorId, text: 'こんにちは' })).rejects.toMatchObject({ code: 'not_found' });
    await expect(turn({ agentId: mine.agentId, conversationId: mine.conversationId, visitorId: theirs.visitorId, text: 'こんにちは' })).rejects.toMatchObject({ code: 'not_found' });
    expect(await listMessages(t.app.database.db, mine.agentId, mine.conversationId)).toEqual([]);
    expect(await listMessages(t.app.database.db, theirs.agentId, mine.conversationId)).toEqual([]);
    // A visitor id of another agent is a stranger here: a new visitor, never the other's conversation.
    const started = await startOrResumeConversation(t.app.database.db, { agentId: theirs.agentId, visitorId: mine.visitorId, origin: 'https://shop.example.com', preview: false });
    expect(started.newVisitor).toBe(true);
    expect(started.visitorId).not.toBe(mine.visitorId);
    expect(started.conversation.id).not.toBe(mine.conversationId);
  });
});

describe('runTurn with an LLM', () => {
  async function llmAgent(extra: { words?: string[]; urls?: string[] } = {}): Promise<Agent> {
    const agent = await newAgent();
    const owner = ownerClient(t, agent.session);
    for (const word of extra.words ?? []) expect((await owner.post('forbidden-words', { word })).statusCode).toBe(201);
    for (const pattern of extra.urls ?? []) expect((await owner.post('forbidden-urls', { pattern })).statusCode).toBe(201);
    const knowledge = knowledgeClient(t, agent.session);
    const item = await knowledge.create({ type: 'article', title: '返品について', body: '商品到着から30日以内であれば返品できます。' });
    await knowledge.settled(item.id);
    const saved = await owner.put('detail-ai-settings', {
      engine: { type: 'openai_compatible', base_url: llm.baseUrl, model: 'fake-model' },
      api_key: 'sk-test-key',
      system_prompt: '必ず敬語で答えてください。',
      temperature: 0.3,
      max_answer_chars: 400,
      answer_only_from_knowledge: false,
      knowledge_passages: 3,
      citations: false,
      memory_turns: 2,
    });
    expect(saved.statusCode).toBe(200);
    return agent;
  }

  it('streams the answer piece by piece, with persona, instructions, passages and memory in the prompt', async () => {
    const agent = await llmAgent();
    llm.behave({ kind: 'answer', pieces: ['30日', '以内なら', '返品', 'できます。'] });
    const first = await ask(agent, '返品はできますか');
    expect(deltas(first)).toEqual(['30日', '以内なら', '返品', 'できます。']);
    const message = done(first);
    expect(message.text).toBe('30日以内なら返品できます。');
    const request = llm.requests.at(-1);
    expect(request?.body.stream).toBe(true);
    expect(request?.body.model).toBe('fake-model');
    expect(request?.headers.authorization).toBe('Bearer sk-test-key');
    const system = JSON.stringify(request?.body.messages?.[0]);
    expect(system).toContain('AIアシスタント');
    expect(system).toContain('一人称は「私」');
    expect(system).toContain('必ず敬語で答えてください。');
    expect(system).toContain('商品到着から30日以内であれば返品できます。');
    const trace = await getMessageTrace(t.app.database.db, agent.agentId, message.id);
    expect(trace).toMatchObject({ engine: 'llm', model: 'openai-compatible/fake-model' });

    llm.behave({ kind: 'answer', pieces: ['はい。'] });
    await ask(agent, 'ありがとう');
    const roles = llm.requests.at(-1)?.body.messages?.map((m) => m.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it('stops at the owner’s maximum length and keeps whole sentences', async () => {
    const agent = await llmAgent();
    const owner = ownerClient(t, agent.session);
    const current = (await owner.get('detail-ai-settings')).json<Record<string, unknown>>();
    const { api_key_status: _status, updated_at: _updated, ...settings } = current;
    expect((await owner.put('detail-ai-settings', { ...settings, max_answer_chars: 50 })).statusCode).toBe(200);
    llm.behave({ kind: 'answer', pieces: Array.from({ length: 20 }, () => 'これはテストの文です。') });
    const events = await ask(agent, '返品について');
    expect(deltas(events).join('').length).toBeLessThanOrEqual(50 + 11);
    const message = done(events);
    expect(message.text).toBe('これはテストの文です。'.repeat(4));
  });

  it('never emits a forbidden URL or word, even split across stream chunks', async () => {
    const agent = await llmAgent({ words: ['競合他社'], urls: ['https://secret.example.com/*'] });
    llm.behave({ kind: 'answer', pieces: ['詳しくは htt', 'ps://secret.exa', 'mple.com/pri', 'ce をご覧ください。競合', '他社より安いです。'] });
    const events = await ask(agent, '返品の条件は？');
    const sent = deltas(events);
    for (const delta of sent) {
      expect(delta).not.toMatch(/secret|exa|mple|競合|他社/);
    }
    const message = done(events);
    expect(sent.join('')).toBe(message.text);
    expect(message.text).toBe('詳しくは  をご覧ください。＊＊＊＊より安いです。');
  });

  it('turns a provider error into the polite error message, never a stack', async () => {
    const agent = await llmAgent();
    const failures: FakeLlmBehaviour[] = [{ kind: 'status', status: 500 }, { kind: 'status', status: 401 }, { kind: 'hang' }, { kind: 'cut', pieces: ['途中'] }];
    for (const behaviour of failures) {
      llm.behave(behaviour);
      const message = done(await ask(agent, '返品はできますか'));
      expect(message.text).toBe(FIXED_MESSAGES_DEFAULTS.messages.error);
      const trace = await getMessageTrace(t.app.database.db, agent.agentId, message.id);
      expect(trace?.engine).toBe('llm_error');
      expect(trace?.rule).not.toMatch(/Error|at |sk-test-key/);
    }
  });

  it('does not reach a base URL on a private network unless the server allows it (by default it does not)', async () => {
    const agent = await llmAgent();
    const before = llm.requests.length;
    const input = { agentId: agent.agentId, conversationId: agent.conversationId, visitorId: agent.visitorId, text: '返品はできますか' };
    const { allowPrivateNetworkTargets: _allowed, ...byDefault } = deps();
    for (const refusing of [{ ...deps(), allowPrivateNetworkTargets: false }, byDefault]) {
      const events: TurnEvent[] = [];
      for await (const event of runTurn(refusing, input)) events.push(event);
      const message = done(events);
      expect(message.text).toBe(FIXED_MESSAGES_DEFAULTS.messages.error);
      expect((await getMessageTrace(t.app.database.db, agent.agentId, message.id))?.rule).toContain('社内ネットワーク');
    }
    expect(llm.requests.length).toBe(before);
  });
});

describe('abandoned turns', () => {
  it('keeps the visitor’s question when the visitor leaves before the answer', async () => {
    const agent = await newAgent();
    const turnOf = runTurn(deps(), { agentId: agent.agentId, conversationId: agent.conversationId, visitorId: agent.visitorId, text: '送料は？' });
    const first = await turnOf.next();
    expect(first.value).toMatchObject({ type: 'visitor' });
    await turnOf.return(undefined);
    const stored = await listMessages(t.app.database.db, agent.agentId, agent.conversationId);
    expect(stored.map((m) => [m.role, m.text])).toEqual([['visitor', '送料は？']]);
  });
});

describe('refused turns', () => {
  it('refuses an empty message', async () => {
    const agent = await newAgent();
    await expect(ask(agent, '   ')).rejects.toBeInstanceOf(TurnRefusedError);
  });
});
