import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { conversations, messages } from '#src/db/schema/index';
import { startOrResumeConversation } from '#src/domains/agent/index';
import { EMPTY_MESSAGE } from '#src/domains/agent/empty-message';
import { createTurnWriter } from '#src/domains/agent/store-messages-batch';
import { type ConversationScope, type MessageToStore, planMessageBatch, storeMessageBatch } from '#src/domains/agent/store-messages-statement';
import { rowsRead } from '#src/db/prepared-statement';
import { repositoriesOf } from '#src/domains/repositories';
import { createTestContext, type TestContext } from '../helper';

// A busy agent's turns are written together (group commit, store-messages-batch.ts): every turn
// still lands whole in its own conversation, the rollups equal their recomputation from the raw
// rows, and a turn that cannot be written fails alone.

jest.setTimeout(120_000);

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ historyRetention: { enabled: false } });
});
afterAll(() => t.close());

const QUESTIONS = ['営業時間を教えて', '駐車場はありますか', '送料はいくら', 'ペット連れで入れますか'];

async function conversation(agentId: string, preview = false, pageUrl = 'https://shop.example.com/faq'): Promise<ConversationScope> {
  const started = await startOrResumeConversation(t.app.database.db, { agentId, origin: 'https://shop.example.com', pageUrl, preview });
  return { agentId, conversationId: started.conversation.id, visitorId: started.visitorId };
}

/** A question and its answer, as a turn of the built-in responder writes them. */
function turn(question: string, engine: 'knowledge_qa' | 'fallback', at: Date): MessageToStore[] {
  return [
    { ...EMPTY_MESSAGE, id: randomUUID(), role: 'visitor', text: question, createdAt: at },
    {
      ...EMPTY_MESSAGE,
      id: randomUUID(),
      role: 'agent',
      text: engine === 'fallback' ? '申し訳ありません、お答えできません。' : 'はい、ございます。',
      engine,
      emotion: 'smile',
      timing: { total_ms: 12, retrieval_ms: 3, first_token_ms: 5 },
      createdAt: new Date(at.getTime() + 1),
    },
  ];
}

async function messageCount(conversationId: string): Promise<number> {
  const [row] = await t.app.database.db.select({ n: conversations.messageCount }).from(conversations).where(eq(conversations.id, conversationId));
  return row?.n ?? -1;
}

async function storedIds(conversationId: string): Promise<string[]> {
  const rows = await t.app.database.db.select({ id: messages.id }).from(messages).where(eq(messages.conversationId, conversationId)).orderBy(messages.createdAt);
  return rows.map((row) => row.id);
}

describe('the turn writer', () => {
  it('writes a lone turn at once, and the turns that came meanwhile in one statement, each whole in its conversation', async () => {
    const owner = await t.createOwner();
    const analytics = repositoriesOf(t.app.database.db).analytics;
    const scopes = await Promise.all(Array.from({ length: 40 }, (_, i) => conversation(owner.agentId, i % 8 === 0, `https://shop.example.com/p${i % 3}`)));
    const batches: number[] = [];
    const writer = createTurnWriter(t.app.database.db, { onBatch: (n) => batches.push(n) });
    const at = new Date();
    const turns = scopes.map((scope, i) => turn(QUESTIONS[i % QUESTIONS.length] as string, i % 5 === 0 ? 'fallback' : 'knowledge_qa', at));

    const counts = await Promise.all(scopes.map((scope, i) => writer.store(scope, turns[i] as MessageToStore[])));

    expect(counts).toEqual(scopes.map(() => 2));
    // The first turn found the writer idle; the other 39 came while it was written.
    expect(batches).toEqual([1, 39]);
    for (const [i, scope] of scopes.entries()) {
      expect(await messageCount(scope.conversationId)).toBe(2);
      expect(await storedIds(scope.conversationId)).toEqual((turns[i] as MessageToStore[]).map((m) => m.id));
    }
    // Preview conversations counted nothing, the others once each: as recomputed from the raw rows.
    const stored = await analytics.stored(owner.agentId);
    expect(stored).toEqual(await analytics.computed(owner.agentId));
    const questions = stored.filter((row) => row.metric === 'questions').reduce((sum, row) => sum + row.count, 0);
    expect(questions).toBe(35);
  });

  it('puts a conversation in a batch once: its second turn waits for the next batch, in order', async () => {
    const owner = await t.createOwner();
    const [first, twice, other] = await Promise.all([conversation(owner.agentId), conversation(owner.agentId), conversation(owner.agentId)]);
    if (!first || !twice || !other) throw new Error('no conversations');
    const batches: number[] = [];
    const writer = createTurnWriter(t.app.database.db, { onBatch: (n) => batches.push(n) });
    const at = Date.now();
    const earlier = turn('営業時間を教えて', 'knowledge_qa', new Date(at));
    const later = turn('駐車場はありますか', 'fallback', new Date(at + 10));

    const counts = await Promise.all([
      writer.store(first, turn('送料はいくら', 'knowledge_qa', new Date(at))),
      writer.store(twice, earlier),
      writer.store(twice, later),
      writer.store(other, turn('ペット連れで入れますか', 'knowledge_qa', new Date(at))),
    ]);

    expect(counts).toEqual([2, 2, 2, 2]);
    expect(batches).toEqual([1, 2, 1]);
    expect(await messageCount(twice.conversationId)).toBe(4);
    expect(await storedIds(twice.conversationId)).toEqual([...earlier, ...later].map((m) => m.id));
    const analytics = repositoriesOf(t.app.database.db).analytics;
    expect(await analytics.stored(owner.agentId)).toEqual(await analytics.computed(owner.agentId));
  });

  it("writes nothing into another visitor's conversation, and the batch's other turns all the same", async () => {
    const owner = await t.createOwner();
    const [blocker, mine, theirs] = await Promise.all([conversation(owner.agentId), conversation(owner.agentId), conversation(owner.agentId)]);
    if (!blocker || !mine || !theirs) throw new Error('no conversations');
    const writer = createTurnWriter(t.app.database.db);
    const at = new Date();

    const counts = await Promise.all([
      writer.store(blocker, turn('送料はいくら', 'knowledge_qa', at)),
      writer.store(mine, turn('営業時間を教えて', 'knowledge_qa', at)),
      // A visitor naming a conversation that is not theirs.
      writer.store({ ...theirs, visitorId: mine.visitorId }, turn('駐車場はありますか', 'knowledge_qa', at)),
      writer.store({ ...mine, conversationId: 'not-a-uuid' }, turn('駐車場はありますか', 'knowledge_qa', at)),
    ]);

    expect(counts).toEqual([2, 2, 0, 0]);
    expect(await messageCount(theirs.conversationId)).toBe(0);
    expect(await messageCount(mine.conversationId)).toBe(2);
    const analytics = repositoriesOf(t.app.database.db).analytics;
    expect(await analytics.stored(owner.agentId)).toEqual(await analytics.computed(owner.agentId));
  });

  it('fails only the turn that cannot be written when its batch fails', async () => {
    const owner = await t.createOwner();
    const scopes = await Promise.all(Array.from({ length: 4 }, () => conversation(owner.agentId)));
    const [blocker, a, bad, b] = scopes;
    if (!blocker || !a || !bad || !b) throw new Error('no conversations');
    const batches: number[] = [];
    const writer = createTurnWriter(t.app.database.db, { onBatch: (n) => batches.push(n) });
    const at = new Date();
    const blockerTurn = turn('送料はいくら', 'knowledge_qa', at);
    // A message id already taken: its insert violates the primary key.
    const badTurn = turn('駐車場はありますか', 'knowledge_qa', at).map((m, i) => (i === 0 ? { ...m, id: (blockerTurn[0] as MessageToStore).id } : m));

    const outcomes = await Promise.allSettled([
      writer.store(blocker, blockerTurn),
      writer.store(a, turn('営業時間を教えて', 'knowledge_qa', at)),
      writer.store(bad, badTurn),
      writer.store(b, turn('ペット連れで入れますか', 'fallback', at)),
    ]);

    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : null))).toEqual([2, 2, null, 2]);
    // The batch of three failed as a whole, and its turns were written again one by one.
    expect(batches).toEqual([1, 3, 1, 1, 1]);
    expect(await messageCount(bad.conversationId)).toBe(0);
    expect(await storedIds(bad.conversationId)).toEqual([]);
    expect(await messageCount(b.conversationId)).toBe(2);
    const analytics = repositoriesOf(t.app.database.db).analytics;
    expect(await analytics.stored(owner.agentId)).toEqual(await analytics.computed(owner.agentId));
  });

  it('moves each agent’s own rollups when one statement holds turns of two agents', async () => {
    const [one, two] = await Promise.all([t.createOwner(), t.createOwner()]);
    const [x, y, z] = await Promise.all([conversation(one.agentId), conversation(two.agentId), conversation(two.agentId, true)]);
    if (!x || !y || !z) throw new Error('no conversations');
    const at = new Date();

    const counts = await storeMessageBatch(t.app.database.db, [
      { scope: x, messages: turn('営業時間を教えて', 'knowledge_qa', at) },
      { scope: y, messages: turn('駐車場はありますか', 'fallback', at) },
      { scope: z, messages: turn('送料はいくら', 'knowledge_qa', at) },
    ]);

    expect(counts).toEqual([2, 2, 2]);
    const analytics = repositoriesOf(t.app.database.db).analytics;
    for (const agentId of [one.agentId, two.agentId]) {
      const stored = await analytics.stored(agentId);
      expect(stored).toEqual(await analytics.computed(agentId));
      expect(stored.filter((row) => row.metric === 'conversations').reduce((sum, row) => sum + row.count, 0)).toBe(1);
    }
    await expect(storeMessageBatch(t.app.database.db, [{ scope: x, messages: turn('a', 'fallback', at) }, { scope: x, messages: turn('b', 'fallback', at) }])).rejects.toThrow(/at most once/);
  });

  it('looks each turn\'s conversation and visitor up by key, however many conversations there are', async () => {
    const owner = await t.createOwner();
    const db = t.app.database.db;
    // 5,000 conversations of another agent, and its visitors: written in SQL, then analysed.
    await db.execute(sql`with v as (
        insert into widget_visitors (agent_id) select 'agt_plan_other' from generate_series(1, 5000) returning id
      ) insert into conversations (agent_id, visitor_id, origin) select 'agt_plan_other', v.id, 'https://other.example.com' from v`);
    await db.execute(sql`analyze widget_visitors, conversations`);
    const scopes = await Promise.all([conversation(owner.agentId), conversation(owner.agentId)]);
    const at = new Date();

    const plan = await planMessageBatch(
      db,
      scopes.map((scope) => ({ scope, messages: turn('営業時間を教えて', 'fallback', at) })),
    );

    // The two conversations, found for the check, found again by the update and updated (joined as
    // a set, the check read all 5,002 conversations).
    expect(rowsRead(plan, 'conversations')).toBeLessThanOrEqual(6);
    expect(rowsRead(plan, 'widget_visitors')).toBeLessThanOrEqual(2);
    for (const scope of scopes) expect(await messageCount(scope.conversationId)).toBe(2);
  });
});
