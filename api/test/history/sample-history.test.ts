import { sql } from 'drizzle-orm';
import { PHRASING_PROPOSAL_STRONG_VISITORS, phrasingProposalListSchema, sampleDataRemovalSchema, sampleDataStatusSchema } from 'shared-contracts';
import { queryRows } from '../../src/db/query-rows';
import { submitFormAnswer } from '../../src/domains/forms/submit-form-answer';
import { seedSampleAgent } from '../../src/seed/sample-agent';
import { SAMPLE_ONE_VISITOR_QUESTION, SAMPLE_SITE, SAMPLE_UNSURE_QUESTIONS, seedSampleHistory } from '../../src/seed/sample-history';
import { ownerClient } from '../chatsettings/owner-client';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../helper';
import { ask, countWhere, signIn, startChat } from './ops-fixtures';

// The demo owner's sample history: made by the runtime, marked sample, removed in one click.

jest.setTimeout(300_000);

const DAY_MS = 86_400_000;

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ historyRetention: { enabled: false } });
});
afterAll(() => t.close());

type SampleConversation = {
  id: string;
  started_at: string;
  last_message_at: string;
  first_at: string;
  last_at: string;
  page_url: string;
  preview: boolean;
  message_count: number;
  messages: number;
  unanswered_count: number;
  feedback_up_count: number;
  feedback_down_count: number;
  form_submitted: boolean;
  login_type: string | null;
  answered_from_knowledge: number;
};

describe('the sample history', () => {
  it('gives the demo owner a few weeks of varied conversations made by the runtime, removable in one click', async () => {
    const demo = await t.createOwner();
    await seedSampleAgent(t.app, { email: demo.email, password: TEST_PASSWORD });
    const now = new Date();
    const summary = await seedSampleHistory(t.app, demo.email, { now });
    expect(summary.conversations).toBeGreaterThanOrEqual(60);
    expect(summary.conversations).toBeLessThanOrEqual(120);

    const rows = await queryRows<SampleConversation>(
      t.app.database.db,
      sql`select c.id::text as id, c.started_at::text as started_at, c.last_message_at::text as last_message_at,
          (select min(created_at) from messages m where m.conversation_id = c.id)::text as first_at,
          (select max(created_at) from messages m where m.conversation_id = c.id)::text as last_at,
          c.page_url, c.preview, c.message_count,
          (select count(*) from messages m where m.conversation_id = c.id)::int as messages,
          c.unanswered_count, c.feedback_up_count, c.feedback_down_count, c.form_submitted, c.login_type,
          (select count(*) from messages m where m.conversation_id = c.id and m.engine in ('knowledge_qa', 'knowledge_passages'))::int as answered_from_knowledge
        from conversations c where c.agent_id = ${demo.agentId} and c.sample`,
    );
    expect(rows).toHaveLength(summary.conversations);
    // Real conversations of the runtime: counted, dated by their messages, on the demo site, over three weeks.
    for (const row of rows) {
      expect(row.preview).toBe(false);
      expect(row.message_count).toBe(row.messages);
      expect(row.messages).toBeGreaterThanOrEqual(2);
      expect(new Date(row.started_at).getTime()).toBe(new Date(row.first_at).getTime());
      expect(new Date(row.last_message_at).getTime()).toBe(new Date(row.last_at).getTime());
      expect(new Date(row.started_at).getTime()).toBeGreaterThan(now.getTime() - 22 * DAY_MS);
      expect(new Date(row.last_message_at).getTime()).toBeLessThan(now.getTime());
      expect(row.page_url.startsWith(`${SAMPLE_SITE}/`)).toBe(true);
    }
    const days = new Set(rows.map((row) => row.started_at.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(14);
    expect(new Set(rows.map((row) => row.page_url)).size).toBeGreaterThanOrEqual(6);
    // The spread the history's filters need.
    const some = (predicate: (row: SampleConversation) => boolean) => rows.filter(predicate).length;
    expect(some((row) => row.answered_from_knowledge > 0)).toBeGreaterThanOrEqual(30);
    expect(some((row) => row.unanswered_count > 0)).toBeGreaterThanOrEqual(10);
    expect(some((row) => row.feedback_down_count > 0)).toBeGreaterThanOrEqual(3);
    expect(some((row) => row.feedback_up_count > 0)).toBeGreaterThanOrEqual(3);
    expect(some((row) => row.form_submitted)).toBeGreaterThanOrEqual(3);
    expect(some((row) => row.login_type === 'mail')).toBeGreaterThanOrEqual(3);
    expect(some((row) => row.login_type === 'line')).toBeGreaterThanOrEqual(2);
    expect(await countWhere(t, 'visitor_accounts', sql`agent_id = ${demo.agentId} and sample`)).toBe(5);
    const answers = await countWhere(t, 'form_answers', sql`agent_id = ${demo.agentId} and sample`);
    expect(answers).toBe(summary.formAnswers);
    expect(await countWhere(t, 'form_answers', sql`agent_id = ${demo.agentId} and sample and created_at < now() - interval '1 hour'`)).toBeGreaterThan(0);
    // フォーム回答履歴 reads them as any visitor's: searchable, with the login type of the account they were sent under (if any).
    const [kept] = await queryRows<{ searchable: number; typed: number }>(
      t.app.database.db,
      sql`select count(*) filter (where a.search_text <> '' and cardinality(a.search_terms) > 0 and not a.preview)::int as searchable,
          count(*) filter (where a.login_type is not distinct from v.login_type)::int as typed
        from form_answers a left join visitor_accounts v on v.id = a.visitor_account_id
        where a.agent_id = ${demo.agentId} and a.sample`,
    );
    expect(kept).toMatchObject({ searchable: answers, typed: answers });

    // The owner's own data next to it: a visitor signed in, a conversation, a form answer.
    const session = { owner: demo, headers: { authorization: `Bearer ${(await t.loginOk(demo.email)).access_token}` } };
    const client = ownerClient(t, session);
    const own = await startChat(t, demo.agentId);
    const ownAccount = await signIn(t, demo, own.visitorId, { kind: 'mail', email: 'real.visitor@example.com' });
    await ask(t, own, '送料はいくらですか');
    const form = (await client.get('forms')).json<{ data: { id: string }[] }>().data[0];
    if (!form) throw new Error('the sample agent has no form');
    const ownAnswer = (
      await submitFormAnswer(t.app.database.db, demo.agentId, form.id, { name: '本物 太郎', email: 'real.visitor@example.com', body: '質問です' }, { conversationId: own.conversationId, visitorAccountId: ownAccount })
    ).id;

    expect(sampleDataStatusSchema.strict().parse((await client.get('sample-data')).json())).toEqual({
      sample_conversations: summary.conversations,
      sample_form_answers: summary.formAnswers,
    });
    // Each list marks the sample rows (サンプル), never the owner's own.
    const listed = (await client.get('conversations?limit=500')).json<{ data: { id: string; sample: boolean }[] }>().data;
    expect(listed.filter((row) => row.sample)).toHaveLength(summary.conversations);
    expect(listed.find((row) => row.id === own.conversationId)).toMatchObject({ sample: false });
    const answered = (await client.get('form-answers?limit=100')).json<{ data: { id: string; sample: boolean }[] }>().data;
    expect(answered.filter((row) => row.sample)).toHaveLength(summary.formAnswers);
    expect(answered.find((row) => row.id === ownAnswer)).toMatchObject({ sample: false });
    // Some visitors pressed a もしかして… candidate: their words wait on the knowledge screen. Each is
    // another way of asking the Q&A chosen (never クーポンコードが使えません for 支払い方法…, which the
    // agent offers it for), and some stand on more than one visitor's choice.
    const proposals = phrasingProposalListSchema.parse((await client.get('knowledge-items/phrasing-proposals')).json());
    expect(proposals.total).toBeGreaterThan(0);
    for (const p of proposals.items) expect([...SAMPLE_UNSURE_QUESTIONS, SAMPLE_ONE_VISITOR_QUESTION]).toContainEqual({ say: p.text, means: p.item_question });
    expect(proposals.items.some((p) => p.visitor_count >= PHRASING_PROPOSAL_STRONG_VISITORS)).toBe(true);
    // And one visitor's choice, which the knowledge screen asks the owner to check in the conversation first.
    expect(proposals.items.find((p) => p.text === SAMPLE_ONE_VISITOR_QUESTION.say)).toMatchObject({ visitor_count: 1, press_count: 1 });
    const unsureAnswers = await countWhere(t, 'messages', sql`agent_id = ${demo.agentId} and engine = 'knowledge_candidates'`);
    expect(unsureAnswers).toBeGreaterThan(proposals.items.reduce((n, p) => n + p.press_count, 0));
    // Another owner removes nothing of it.
    const stranger = ownerClient(t, await t.ownerSession());
    expect((await stranger.delete('sample-data')).json()).toEqual({ deleted_conversations: 0, deleted_form_answers: 0, deleted_visitor_accounts: 0 });
    expect((await stranger.get('sample-data')).json()).toEqual({ sample_conversations: 0, sample_form_answers: 0 });

    const removed = await client.delete('sample-data');
    expect(removed.statusCode).toBe(200);
    expect(sampleDataRemovalSchema.strict().parse(removed.json())).toEqual({
      deleted_conversations: summary.conversations,
      deleted_form_answers: summary.formAnswers,
      deleted_visitor_accounts: 5,
    });
    for (const table of ['conversations', 'widget_visitors', 'visitor_accounts', 'form_answers']) {
      expect({ table, left: await countWhere(t, table, sql`sample`) }).toEqual({ table, left: 0 });
    }
    expect(await countWhere(t, 'messages', sql`conversation_id = any(${`{${rows.map((row) => row.id).join(',')}}`}::uuid[])`)).toBe(0);
    // The proposals went with the sample conversations they quote.
    expect((await client.get('knowledge-items/phrasing-proposals')).json()).toEqual({ items: [], total: 0 });
    // Nothing of the owner's own went with it, and the agent itself is as it was.
    expect(await countWhere(t, 'conversations', sql`agent_id = ${demo.agentId}`)).toBe(1);
    expect(await countWhere(t, 'messages', sql`conversation_id = ${own.conversationId}::uuid`)).toBe(2);
    expect(await countWhere(t, 'visitor_accounts', sql`id = ${ownAccount}::uuid`)).toBe(1);
    expect(await countWhere(t, 'form_answers', sql`id = ${ownAnswer}::uuid`)).toBe(1);
    expect((await client.get('knowledge-items')).json<{ total_records: number }>().total_records).toBe(5);
    expect((await client.get('sample-data')).json()).toEqual({ sample_conversations: 0, sample_form_answers: 0 });
    expect((await client.delete('sample-data')).json()).toEqual({ deleted_conversations: 0, deleted_form_answers: 0, deleted_visitor_accounts: 0 });
  });

  it('needs the owner to be there', async () => {
    await expect(seedSampleHistory(t.app, 'nobody@example.com')).rejects.toThrow(/demo owner/);
  });
});
