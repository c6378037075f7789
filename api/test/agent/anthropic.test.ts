import { FIXED_MESSAGES_DEFAULTS } from 'shared-contracts';
import { getMessageTrace, runTurn, startOrResumeConversation, type TurnEvent } from '../../src/domains/agent';
import { ownerClient } from '../chatsettings/owner-client';
import { type FakeAnthropicServer, startFakeAnthropicServer } from '../fakes/anthropic-server';
import { createTestContext, type TestContext } from '../helper';

jest.setTimeout(120_000);

let t: TestContext;
let anthropic: FakeAnthropicServer;

beforeAll(async () => {
  t = await createTestContext();
  anthropic = await startFakeAnthropicServer({ apiKey: 'sk-ant-test' });
});
afterAll(async () => {
  await anthropic.close();
  await t.close();
});

async function ask(text: string): Promise<{ events: TurnEvent[]; agentId: string }> {
  const session = await t.ownerSession();
  const owner = ownerClient(t, session);
  const saved = await owner.put('detail-ai-settings', {
    engine: { type: 'anthropic', model: 'claude-sonnet-4-5' },
    api_key: 'sk-ant-test',
    system_prompt: '簡潔に答えてください。',
    temperature: 0.5,
    max_answer_chars: 200,
    answer_only_from_knowledge: false,
    knowledge_passages: 3,
    citations: false,
    memory_turns: 0,
  });
  expect(saved.statusCode).toBe(200);
  const db = t.app.database.db;
  const agentId = session.owner.agentId;
  const started = await startOrResumeConversation(db, { agentId, origin: 'https://shop.example.com', preview: false });
  const events: TurnEvent[] = [];
  const deps = { db, publicApiUrl: t.app.config.publicApiUrl, secretBox: t.app.secretBox, anthropicBaseUrl: anthropic.origin, llmTimeoutMs: 2_000, allowPrivateNetworkTargets: true };
  for await (const event of runTurn(deps, { agentId, conversationId: started.conversation.id, visitorId: started.visitorId, text })) events.push(event);
  return { events, agentId };
}

describe('runTurn with Anthropic', () => {
  it('streams the answer through the Messages API with the stored key', async () => {
    anthropic.behave({ kind: 'answer', pieces: ['はい、', '承ります。'] });
    const { events, agentId } = await ask('注文を変更したい');
    expect(events.flatMap((e) => (e.type === 'delta' ? [e.text] : []))).toEqual(['はい、', '承ります。']);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error('no answer');
    expect(done.message.text).toBe('はい、承ります。');
    const request = anthropic.requests.at(-1);
    expect(request?.headers['x-api-key']).toBe('sk-ant-test');
    expect(request?.body).toMatchObject({ model: 'claude-sonnet-4-5', stream: true, temperature: 0.5 });
    expect(JSON.stringify(request?.body.system)).toContain('簡潔に答えてください。');
    expect(await getMessageTrace(t.app.database.db, agentId, done.message.id)).toMatchObject({ engine: 'llm', model: 'anthropic/claude-sonnet-4-5' });
  });

  it('answers the polite error message when Anthropic refuses or fails', async () => {
    for (const status of [401, 529]) {
      anthropic.behave({ kind: 'status', status });
      const { events, agentId } = await ask('注文を変更したい');
      const done = events.at(-1);
      if (done?.type !== 'done') throw new Error('no answer');
      expect(done.message.text).toBe(FIXED_MESSAGES_DEFAULTS.messages.error);
      expect((await getMessageTrace(t.app.database.db, agentId, done.message.id))?.engine).toBe('llm_error');
    }
  });
});
