import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ANALYTICS_API_PATHS, analyticsSummarySchema } from 'shared-contracts';
import { submitFormAnswer } from '#src/domains/forms/submit-form-answer';
import { MIGRATIONS_FOLDER } from '#src/db/migrations-folder';
import { queryRows } from '#src/db/query-rows';
import { repositoriesOf } from '#src/domains/repositories';
import { seedSampleAgent } from '#src/seed/sample-agent';
import { seedSampleHistory } from '#src/seed/sample-history';
import { bearer, createTestContext, type OwnerSession, TEST_PASSWORD, type TestContext } from '../helper';
import { at, sayAt, type Visit, visitAt } from './analytics-fixtures';

// フォーム送信率 counts offers answered, once each, at the offer's hour (answered-offer.ts): never
// over 100 %, whatever visitors send. Days are Tokyo's: 2025-04-01 ends at 2025-04-01T15:00Z.

jest.setTimeout(300_000);

let t: TestContext;
let session: OwnerSession;
beforeAll(async () => {
  t = await createTestContext({ historyRetention: { enabled: false } });
  const owner = await t.createOwner();
  await seedSampleAgent(t.app, { email: owner.email, password: TEST_PASSWORD });
  await seedSampleHistory(t.app, owner.email, { conversations: 0 });
  session = { owner, headers: bearer((await t.loginOk(owner.email)).access_token) };
});
afterAll(() => t.close());

const ANSWER = { name: '山田 花子', email: 'hanako@example.com', body: '見積もりをお願いします。' };

const visit = (startedAt: string) => visitAt(t, session.owner.agentId, startedAt, '/');
const say = (v: Visit, text: string, when: string, engine: string) => sayAt(t, v, text, when, engine);

const answer = (formId: string, conversationId: string | null, when: string) =>
  submitFormAnswer(t.app.database.db, session.owner.agentId, formId, ANSWER, { conversationId, at: at(when) });

async function summaryOf(day: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/${ANALYTICS_API_PATHS.summary}`,
    query: { period: 'custom', from: day, to: day },
    headers: session.headers,
  });
  expect(response.statusCode).toBe(200);
  return analyticsSummarySchema.strict().parse(response.json());
}

describe('フォーム送信率', () => {
  let formId: string;

  beforeAll(async () => {
    // 04-01 23:50 JST: offered, answered after midnight (04-02), and answered again.
    const late = await visit('2025-04-01T14:50:00Z');
    const offered = await say(late, '問い合わせしたいです', '2025-04-01T14:50:10Z', 'form_trigger');
    formId = offered.form?.id ?? '';
    expect(formId).not.toBe('');
    await answer(formId, late.conversationId, '2025-04-01T15:10:00Z');
    await answer(formId, late.conversationId, '2025-04-01T15:20:00Z');
    // 04-02: an offer nobody answers.
    await say(await visit('2025-04-02T03:00:00Z'), '担当者と話したいです', '2025-04-02T03:00:10Z', 'form_trigger');
    // 04-02: an answer in a conversation that was never offered the form, and one with no conversation.
    const unoffered = await visit('2025-04-02T04:00:00Z');
    await say(unoffered, '営業時間を教えてください', '2025-04-02T04:00:10Z', 'knowledge_qa');
    await answer(formId, unoffered.conversationId, '2025-04-02T04:05:00Z');
    await answer(formId, null, '2025-04-02T04:06:00Z');
    // 04-02: an offer answered twice at once.
    const twice = await visit('2025-04-02T05:00:00Z');
    await say(twice, '問い合わせしたいです', '2025-04-02T05:00:10Z', 'form_trigger');
    await Promise.all([answer(formId, twice.conversationId, '2025-04-02T05:01:00Z'), answer(formId, twice.conversationId, '2025-04-02T05:01:30Z')]);
    // 04-03 23:50 JST: offered, offered again after midnight (04-04), then answered: the answer is the second offer's.
    const again = await visit('2025-04-03T14:50:00Z');
    await say(again, '問い合わせしたいです', '2025-04-03T14:50:10Z', 'form_trigger');
    await say(again, '担当者と話したいです', '2025-04-03T15:05:00Z', 'form_trigger');
    await answer(formId, again.conversationId, '2025-04-03T15:10:00Z');
  });

  it('counts each offer answered once, in the period it was offered, and nothing without an offer', async () => {
    const summary = await summaryOf('2025-04-02');
    // 04-02: two offers, one answered (twice). 04-01: one offer, answered the next day (twice).
    expect(summary.form_submission_rate).toEqual({ value: 0.5, previous: 1, numerator: 1, denominator: 2 });
    // Every answer is kept all the same (フォーム回答履歴 lists them).
    const [stored] = await queryRows<{ n: number }>(t.app.database.db, sql`select count(*)::int as n from form_answers where agent_id = ${session.owner.agentId}`);
    expect(stored?.n).toBe(7);
  });

  it('フォーム回答履歴’s 送信率 of each day agrees with 分析’s', async () => {
    for (const day of ['2025-04-01', '2025-04-02', '2025-04-03', '2025-04-04']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/form-answers/forms/${formId}/stats`,
        query: { period: 'custom', from: day, to: day },
        headers: session.headers,
      });
      expect(response.statusCode).toBe(200);
      const { numerator, denominator, value } = (await summaryOf(day)).form_submission_rate;
      expect({ day, ...(response.json() as object) }).toMatchObject({ day, offered: denominator, rate: value });
      expect(numerator).toBe(day === '2025-04-03' ? 0 : 1);
    }
  });

  it('upserts what the raw rows recompute to', async () => {
    const analytics = repositoriesOf(t.app.database.db).analytics;
    expect(await analytics.stored(session.owner.agentId)).toEqual(await analytics.computed(session.owner.agentId));
  });

  it('migration 0028 rewrites the rollups of answers by their own hour as offers answered', async () => {
    const db = t.app.database.db;
    const agentId = session.owner.agentId;
    const analytics = repositoriesOf(db).analytics;
    const computed = await analytics.computed(agentId);
    // The rollups as they were before: every answer at its own hour, the day rows alike.
    await db.execute(sql`delete from analytics_hourly where agent_id = ${agentId} and metric in ('forms_answered', 'forms_answered@1d')`);
    await db.execute(sql`insert into analytics_hourly (agent_id, hour, metric, key, count)
      select agent_id, date_trunc('hour', created_at at time zone 'UTC') at time zone 'UTC', 'forms_answered', '', count(*)::int
      from form_answers where agent_id = ${agentId} and not preview group by 1, 2`);
    await db.execute(sql`insert into analytics_hourly (agent_id, hour, metric, key, count)
      select agent_id, date_bin('1 day', hour, '1970-01-01T00:00:00Z'::timestamptz), 'forms_answered@1d', '', sum(count)::int
      from analytics_hourly where agent_id = ${agentId} and metric = 'forms_answered' group by 1, 2`);
    expect(await analytics.stored(agentId)).not.toEqual(computed);

    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, '0028_forms_answered_offers.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    expect(await analytics.stored(agentId)).toEqual(computed);
    expect((await summaryOf('2025-04-02')).form_submission_rate).toEqual({ value: 0.5, previous: 1, numerator: 1, denominator: 2 });
  });
});
