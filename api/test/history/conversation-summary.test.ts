import { eq, sql } from 'drizzle-orm';
import { conversations } from '../../src/db/schema';
import { queryRows } from '../../src/db/query-rows';
import { type AgentDeps, runTurn, setFeedback, startOrResumeConversation, type TurnEvent } from '../../src/domains/agent';
import { createTestContext, type TestContext } from '../helper';
import { knowledgeClient } from '../knowledge/knowledge-client';

// docs/architecture.md §9: what a history row shows is kept on the conversation by each turn's write.

jest.setTimeout(120_000);

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const deps = (): AgentDeps => ({ db: t.app.database.db, publicApiUrl: t.app.config.publicApiUrl, secretBox: t.app.secretBox, llmTimeoutMs: 2_000 });

async function ask(scope: { agentId: string; conversationId: string; visitorId: string }, text: string) {
  const events: TurnEvent[] = [];
  for await (const event of runTurn(deps(), { ...scope, text })) events.push(event);
  const last = events.at(-1);
  if (last?.type !== 'done') throw new Error(JSON.stringify(events));
  return last.message;
}

async function summaryOf(id: string) {
  const [row] = await t.app.database.db.select().from(conversations).where(eq(conversations.id, id));
  if (!row) throw new Error('no conversation');
  return row;
}

describe('the history row of a conversation', () => {
  it('counts messages, keeps the first question, unanswered answers, feedback and the search text', async () => {
    const session = await t.ownerSession();
    const agentId = session.owner.agentId;
    const knowledge = knowledgeClient(t, session);
    const qa = await knowledge.create({ type: 'qa', question: '駐車場はありますか？', answer: '店舗の裏に10台分の駐車場がございます。' });
    await knowledge.settled(qa.id);
    const started = await startOrResumeConversation(t.app.database.db, { agentId, origin: 'https://shop.example.com', pageUrl: 'https://shop.example.com/access', preview: false });
    const scope = { agentId, conversationId: started.conversation.id, visitorId: started.visitorId };

    expect(await summaryOf(scope.conversationId)).toMatchObject({ messageCount: 0, firstQuestion: '', unansweredCount: 0, searchText: '' });

    const parking = await ask(scope, '駐車場はありますか');
    const missed = await ask(scope, 'ペットと一緒に入れますか');
    let row = await summaryOf(scope.conversationId);
    expect(row).toMatchObject({ messageCount: 4, firstQuestion: '駐車場はありますか', unansweredCount: 1, hasError: false, loginType: null });
    // The comparison form: katakana folded to hiragana, so ペット is found as ぺっと too.
    expect(row.searchText.split('\n')).toEqual(['駐車場はありますか', expect.stringContaining('駐車場'), 'ぺっとと一緒に入れますか', expect.any(String)]);
    expect(row.searchTerms).toEqual(expect.arrayContaining(['駐', '駐車', 'ぺっ', '入れ']));
    expect(new Set(row.searchTerms).size).toBe(row.searchTerms.length);
    expect(row.searchTerms.some((term) => /\s/u.test(term))).toBe(false);
    expect(row.lastMessageAt.getTime()).toBeGreaterThanOrEqual(row.startedAt.getTime());

    expect(await setFeedback(t.app.database.db, agentId, scope.visitorId, parking.id, 'up')).toBe(true);
    expect(await setFeedback(t.app.database.db, agentId, scope.visitorId, missed.id, 'down')).toBe(true);
    row = await summaryOf(scope.conversationId);
    expect([row.feedbackUpCount, row.feedbackDownCount]).toEqual([1, 1]);
    // Changing one's mind moves the counts, setting the same value again does not.
    expect(await setFeedback(t.app.database.db, agentId, scope.visitorId, parking.id, 'down')).toBe(true);
    expect(await setFeedback(t.app.database.db, agentId, scope.visitorId, parking.id, 'down')).toBe(true);
    row = await summaryOf(scope.conversationId);
    expect([row.feedbackUpCount, row.feedbackDownCount]).toEqual([0, 2]);
    expect(await setFeedback(t.app.database.db, agentId, scope.visitorId, parking.id, null)).toBe(true);
    row = await summaryOf(scope.conversationId);
    expect([row.feedbackUpCount, row.feedbackDownCount]).toEqual([0, 1]);
  });

  it('is found through the search terms index by one character and by a pair', async () => {
    const session = await t.ownerSession();
    const agentId = session.owner.agentId;
    const started = await startOrResumeConversation(t.app.database.db, { agentId, origin: 'https://shop.example.com', preview: false });
    await ask({ agentId, conversationId: started.conversation.id, visitorId: started.visitorId }, '駐車場はありますか');
    const found = (terms: string[]) =>
      queryRows<{ id: string }>(
        t.app.database.db,
        sql`select id::text as id from conversations where agent_id = ${agentId} and search_terms @> ${`{${terms.join(',')}}`}::text[]`,
      );
    expect(await found(['駐車'])).toEqual([{ id: started.conversation.id }]);
    expect(await found(['駐'])).toEqual([{ id: started.conversation.id }]);
    expect(await found(['駐場'])).toEqual([]);
  });
});
