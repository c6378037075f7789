import { type AgentDeps, getMessageTrace, runTurn, startOrResumeConversation, type TurnEvent } from '../../src/domains/agent';
import { seedSampleAgent } from '../../src/seed/sample-agent';
import { ownerClient } from '../chatsettings/owner-client';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../helper';
import { knowledgeClient } from '../knowledge/knowledge-client';

jest.setTimeout(120_000);

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the demo owner’s sample agent', () => {
  it('is ordinary data made through the owner API, and answers at once once indexed', async () => {
    const owner = await t.createOwner();
    await seedSampleAgent(t.app, { email: owner.email, password: TEST_PASSWORD });
    const session = { owner, headers: { authorization: `Bearer ${(await t.loginOk(owner.email)).access_token}` } };
    const client = ownerClient(t, session);

    const items = (await client.get('knowledge-items')).json<{ data: { id: string; type: string }[]; total_records: number }>();
    expect(items.total_records).toBe(5);
    const knowledge = knowledgeClient(t, session);
    for (const item of items.data) expect((await knowledge.settled(item.id)).status).toBe('ready');

    const quickReplies = (await client.get('quick-replies')).json<{ data: { label: string; action: { type: string } }[] }>().data;
    expect(quickReplies.map((q) => q.label)).toEqual(['営業時間', '送料について', '返品・交換', 'お問い合わせ']);
    expect(quickReplies[3]?.action.type).toBe('open_form');
    const forms = (await client.get('forms')).json<{ data: { name: string }[] }>().data;
    expect(forms.map((f) => f.name)).toEqual(['お問い合わせ']);
    const emotions = (await client.get('emotion-states')).json<{ emotions: { key: string; trigger_words: string[] }[] }>().emotions;
    expect(emotions.find((e) => e.key === 'joy')?.trigger_words).toContain('無料');
    expect((await client.get('basic-agent-settings')).json<{ greeting: string }>().greeting).toContain('{agent_name}');

    const db = t.app.database.db;
    const started = await startOrResumeConversation(db, { agentId: owner.agentId, origin: 'http://localhost:3000', preview: true });
    const deps: AgentDeps = { db, publicApiUrl: t.app.config.publicApiUrl, secretBox: t.app.secretBox };
    const events: TurnEvent[] = [];
    for await (const event of runTurn(deps, { agentId: owner.agentId, conversationId: started.conversation.id, visitorId: started.visitorId, text: '送料を教えて' })) {
      events.push(event);
    }
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error('no answer');
    expect(done.message.text).toBe('送料は全国一律500円です。5,000円以上のご注文で送料無料になります。');
    expect(done.message.emotion).toBe('joy');
    expect((await getMessageTrace(db, owner.agentId, done.message.id))?.engine).toBe('knowledge_qa');

    // The owner may delete it like anything else.
    const first = items.data[0];
    if (!first) throw new Error('no item');
    expect((await client.delete(`knowledge-items/${first.id}`)).statusCode).toBe(204);
  });
});
