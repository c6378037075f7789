import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  ANALYTICS_API_PATHS,
  type AnalyticsBreakdown,
  analyticsBreakdownSchema,
  type AnalyticsHeatmap,
  analyticsHeatmapSchema,
  analyticsKnowledgeSchema,
  analyticsQuestionsSchema,
  analyticsSetupSchema,
  ANSWER_ENGINES,
  ENGINE_TYPE_LABELS,
  type AnalyticsSummary,
  analyticsSummarySchema,
  type AnalyticsTrend,
  analyticsTrendSchema,
  type WidgetMessage,
} from 'shared-contracts';
import { setFeedback } from '#src/domains/agent/index';
import { submitFormAnswer } from '#src/domains/forms/submit-form-answer';
import { queryRows } from '#src/db/query-rows';
import { repositoriesOf } from '#src/domains/repositories';
import { seedSampleAgent } from '#src/seed/sample-agent';
import { seedSampleHistory } from '#src/seed/sample-history';
import { ownerClient, refusal } from '../chatsettings/owner-client';
import { bearer, createTestContext, type OwnerSession, TEST_PASSWORD, type TestContext } from '../helper';
import { visitorAccount } from '../history/history-fixtures';
import { at, sayAt, SITE, type Visit, visitAt } from './analytics-fixtures';

// 分析's API on a hand-built dataset whose right answers are written here. Days are Tokyo's (UTC+9):
// 2025-03-10 (Mon) and 2025-03-11 (Tue), the midnight between them at 2025-03-10T15:00Z.

jest.setTimeout(300_000);

let t: TestContext;
let session: OwnerSession;
beforeAll(async () => {
  t = await createTestContext({ historyRetention: { enabled: false } });
  const owner = await t.createOwner();
  await seedSampleAgent(t.app, { email: owner.email, password: TEST_PASSWORD });
  // No conversations: only waits until the sample knowledge is indexed.
  await seedSampleHistory(t.app, owner.email, { conversations: 0 });
  session = { owner, headers: bearer((await t.loginOk(owner.email)).access_token) };
  expect((await ownerClient(t, session).post('forbidden-words', { word: 'ライバル社' })).statusCode).toBe(201);
  await buildDataset();
});
afterAll(() => t.close());

const visit = (startedAt: string, pageUrl: string, options: { preview?: boolean; accountId?: string } = {}) =>
  visitAt(t, session.owner.agentId, startedAt, pageUrl, options);
const say = (v: Visit, text: string, when: string, engine: string) => sayAt(t, v, text, when, engine);

const vote = async (v: Visit, message: WidgetMessage, value: 'up' | 'down' | null) =>
  expect(await setFeedback(t.app.database.db, v.agentId, v.visitorId, message.id, value)).toBe(true);

/** What the dataset's Q&A answers stood on, and the messages the question tables must name. */
const cited: { hours?: string; shipping?: string } = {};
const latest: { giftThursday?: string; giftMonday?: string; giftThursdayConversation?: string } = {};

async function sourceItem(v: Visit, message: WidgetMessage): Promise<string> {
  const row = await repositoriesOf(t.app.database.db).conversations.findMessage(v.agentId, message.id);
  const item = row?.sources.find((source) => source.used)?.item_id;
  if (!item) throw new Error('the answer stood on no item');
  return item;
}

async function lastVisitorMessage(v: Visit): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.app.database.db,
    sql`select id::text as id from messages where conversation_id = ${v.conversationId} and role = 'visitor' order by created_at desc limit 1`,
  );
  const id = row?.id;
  if (!id) throw new Error('no visitor message');
  return id;
}

async function buildDataset(): Promise<void> {
  // Monday 23:30 JST, /faq: a Q&A answer whose 👍 becomes 👎, then the fallback (which offers the contact form).
  const c1 = await visit('2025-03-10T14:30:00Z', '/faq');
  const hours = await say(c1, '営業時間を教えてください', '2025-03-10T14:30:10Z', 'knowledge_qa');
  cited.hours = await sourceItem(c1, hours);
  await vote(c1, hours, 'up');
  await vote(c1, hours, 'down');
  expect((await say(c1, 'ギフト包装はできますか', '2025-03-10T14:40:00Z', 'fallback')).form).not.toBeNull();
  latest.giftMonday = await lastVisitorMessage(c1);

  // Tuesday 00:10 JST, /cart: the contact form offered twice and answered once, a forbidden word, a 👍 on a Q&A answer.
  const c2 = await visit('2025-03-10T15:10:00Z', '/cart');
  const offered = await say(c2, '問い合わせしたいです', '2025-03-10T15:10:10Z', 'form_trigger');
  await say(c2, 'ライバル社の話をしたい', '2025-03-10T15:20:00Z', 'forbidden_word');
  await say(c2, '担当者と話したいです', '2025-03-10T15:25:00Z', 'form_trigger');
  const formId = offered.form?.id;
  if (!formId) throw new Error('no form offered');
  await submitFormAnswer(t.app.database.db, c2.agentId, formId, { name: '山田 花子', email: 'hanako@example.com', body: '見積もりをお願いします。' }, {
    conversationId: c2.conversationId,
    at: at('2025-03-10T15:30:00Z'),
  });
  const shipping = await say(c2, '送料はいくらですか', '2025-03-10T15:40:00Z', 'knowledge_qa');
  cited.shipping = await sourceItem(c2, shipping);
  await vote(c2, shipping, 'up');

  // Tuesday 01:00 JST: the owner's own test in /chatui: counts nowhere.
  const preview = await visit('2025-03-10T16:00:00Z', '/faq', { preview: true });
  await vote(preview, await say(preview, '営業時間を教えてください', '2025-03-10T16:00:10Z', 'knowledge_qa'), 'up');
  await say(preview, '問い合わせしたいです', '2025-03-10T16:01:00Z', 'form_trigger');

  // Tuesday 12:00 JST, /faq, signed in by mail: the fallback (with the form offered), 👎.
  const account = await visitorAccount(t, session, 'mail', '佐藤 健', 'ken@example.com');
  const c4 = await visit('2025-03-11T03:00:00Z', '/faq', { accountId: account });
  await vote(c4, await say(c4, '駐車場はありますか', '2025-03-11T03:00:10Z', 'fallback'), 'down');

  // Thursday 10:00 JST: Monday's missed question again, written otherwise (half-width kana, ？); then
  // the owner tries it in /chatui, which counts nowhere and is never the group's latest message.
  const c5 = await visit('2025-03-13T01:00:00Z', '/');
  await say(c5, 'ｷﾞﾌﾄ包装はできますか？', '2025-03-13T01:00:10Z', 'fallback');
  latest.giftThursday = await lastVisitorMessage(c5);
  latest.giftThursdayConversation = c5.conversationId;
  const thursdayPreview = await visit('2025-03-13T02:00:00Z', '/', { preview: true });
  await say(thursdayPreview, 'ギフト包装はできますか', '2025-03-13T02:00:10Z', 'fallback');
}

function get(s: OwnerSession, path: string, query: Record<string, string>): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: `/api/v1/${path}`, query, headers: s.headers });
}
async function ok<T>(response: Promise<LightMyRequestResponse>, parse: (body: unknown) => T): Promise<T> {
  const r = await response;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return parse(r.json());
}

const TUESDAY = { period: 'custom', from: '2025-03-11', to: '2025-03-11' };

describe('GET analytics/summary', () => {
  it('counts every KPI of Tuesday beside Monday, previews left out, on Tokyo days', async () => {
    const summary: AnalyticsSummary = await ok(get(session, ANALYTICS_API_PATHS.summary, TUESDAY), (b) => analyticsSummarySchema.strict().parse(b));
    expect(summary.range).toEqual({
      from: '2025-03-11',
      to: '2025-03-11',
      days: 1,
      previous_from: '2025-03-10',
      previous_to: '2025-03-10',
      time_zone: 'Asia/Tokyo',
      granularity: 'day',
    });
    expect(summary.conversations).toEqual({ value: 2, previous: 1 });
    expect(summary.visitors).toEqual({ value: 2, previous: 1, mail: 1, line: 0, anonymous: 1, estimated: false });
    expect(summary.questions).toEqual({ value: 5, previous: 2 });
    // Tuesday: 5 answers, the forbidden-word refusal left out: 4, of which 1 fallback. Monday: 1 of 2.
    expect(summary.answer_rate).toEqual({ value: 0.75, previous: 0.5, numerator: 3, denominator: 4 });
    // Tuesday 👍1 👎1 of 5 answers; Monday's 👍 changed to 👎.
    expect(summary.satisfaction).toEqual({ value: 0.5, previous: 0, numerator: 1, denominator: 2, rating_rate: 0.4 });
    // Tuesday: offered by two keywords and one fallback, answered once; Monday: offered once by the fallback.
    expect(summary.form_submission_rate).toEqual({ value: 1 / 3, previous: 0, numerator: 1, denominator: 3 });
    const { p50_ms, p95_ms, previous_p50_ms } = summary.response_time;
    expect(p50_ms).not.toBeNull();
    expect(previous_p50_ms).not.toBeNull();
    expect(p95_ms ?? 0).toBeGreaterThanOrEqual(p50_ms ?? 0);
  });
});

describe('GET analytics/trend', () => {
  it('has a bucket per Tokyo day, zeros included', async () => {
    const trend: AnalyticsTrend = await ok(get(session, ANALYTICS_API_PATHS.trend, { period: 'custom', from: '2025-03-09', to: '2025-03-12' }), (b) =>
      analyticsTrendSchema.strict().parse(b),
    );
    expect(trend.points).toEqual([
      { day: '2025-03-09', conversations: 0, questions: 0, unanswered: 0 },
      { day: '2025-03-10', conversations: 1, questions: 2, unanswered: 1 },
      { day: '2025-03-11', conversations: 2, questions: 5, unanswered: 1 },
      { day: '2025-03-12', conversations: 0, questions: 0, unanswered: 0 },
    ]);
  });

  it('draws long periods by week, weeks starting on Monday', async () => {
    const trend: AnalyticsTrend = await ok(get(session, ANALYTICS_API_PATHS.trend, { period: 'custom', from: '2025-01-01', to: '2025-03-12' }), (b) =>
      analyticsTrendSchema.strict().parse(b),
    );
    expect(trend.range.granularity).toBe('week');
    expect(trend.points[0]?.day).toBe('2025-01-01');
    expect(trend.points[1]?.day).toBe('2025-01-06');
    expect(trend.points.find((p) => p.day === '2025-03-10')).toEqual({ day: '2025-03-10', conversations: 3, questions: 7, unanswered: 2 });
    expect(trend.points.reduce((n, p) => n + p.questions, 0)).toBe(7);
  });
});

describe('GET analytics/heatmap', () => {
  it('puts questions at their Tokyo weekday and hour', async () => {
    const heatmap: AnalyticsHeatmap = await ok(get(session, ANALYTICS_API_PATHS.heatmap, { period: 'custom', from: '2025-03-10', to: '2025-03-11' }), (b) =>
      analyticsHeatmapSchema.strict().parse(b),
    );
    expect(heatmap.questions[0]?.[23]).toBe(2); // Monday 23:00
    expect(heatmap.questions[1]?.[0]).toBe(4); // Tuesday 00:00
    expect(heatmap.questions[1]?.[12]).toBe(1); // Tuesday 12:00
    expect(heatmap.questions.flat().reduce((n, c) => n + c, 0)).toBe(7);
  });
});

describe('GET analytics/breakdown', () => {
  it('counts answers by engine, emotions and pages', async () => {
    const breakdown: AnalyticsBreakdown = await ok(get(session, ANALYTICS_API_PATHS.breakdown, TUESDAY), (b) => analyticsBreakdownSchema.strict().parse(b));
    expect(Object.fromEntries(breakdown.engines.filter((e) => e.count > 0).map((e) => [e.engine, e.count]))).toEqual({
      form_trigger: 2,
      forbidden_word: 1,
      knowledge_qa: 1,
      fallback: 1,
    });
    expect(breakdown.engines.map((e) => e.engine)).toEqual([...ANSWER_ENGINES]);
    expect(breakdown.emotions.reduce((n, e) => n + e.count, 0)).toBe(5);
    expect(breakdown.pages).toEqual([
      { page_url: `${SITE}/cart`, conversations: 1 },
      { page_url: `${SITE}/faq`, conversations: 1 },
    ]);
  });
});

const MONDAY_TO_THURSDAY = { period: 'custom', from: '2025-03-10', to: '2025-03-13' };

describe('GET analytics/questions', () => {
  const questions = (s: OwnerSession, query: Record<string, string>) =>
    ok(get(s, ANALYTICS_API_PATHS.questions, query), (b) => analyticsQuestionsSchema.strict().parse(b));

  it('未回答の質問: fallbacks and 👎 by question, one group however it was written, previews left out', async () => {
    const { data } = await questions(session, { ...MONDAY_TO_THURSDAY, kind: 'unanswered' });
    expect(data.map(({ key, count, unanswered, rated_down }) => ({ key, count, unanswered, rated_down }))).toEqual([
      // Monday's and Thursday's, the preview's not counted.
      { key: 'ぎふと包装はできますか', count: 2, unanswered: 2, rated_down: 0 },
      { key: '駐車場はありますか', count: 1, unanswered: 1, rated_down: 1 },
      // Its 👍 became a 👎.
      { key: '営業時間を教えてください', count: 1, unanswered: 0, rated_down: 1 },
    ]);
    // The latest message of the group as the visitor wrote it, not the owner's test after it.
    expect(data[0]).toMatchObject({ text: 'ｷﾞﾌﾄ包装はできますか？', latest_message_id: latest.giftThursday, latest_conversation_id: latest.giftThursdayConversation });
  });

  it('よくある質問: every question by how often it was asked; a day narrows it', async () => {
    const { data } = await questions(session, { ...MONDAY_TO_THURSDAY, kind: 'frequent' });
    const once = ['営業時間を教えてください', 'ぎふと包装はできますか', '問い合わせしたいです', 'らいばる社の話をしたい', '担当者と話したいです', '送料はいくらですか', '駐車場はありますか'];
    expect(data.map((row) => [row.key, row.count])).toEqual([
      ['ぎふと包装はできますか', 2],
      ...once.filter((key) => key !== 'ぎふと包装はできますか').sort().map((key) => [key, 1]),
    ]);
    const tuesday = await questions(session, { ...TUESDAY, kind: 'frequent', top: '2' });
    expect(tuesday.data.map((row) => row.key)).toEqual(['問い合わせしたいです', 'らいばる社の話をしたい'].sort());
    expect((await questions(session, { period: 'custom', from: '2025-03-12', to: '2025-03-12' })).data).toEqual([]);
  });

  it('names the latest message still kept, the group outliving a deleted conversation', async () => {
    const owner = ownerClient(t, session);
    expect((await owner.delete(`conversations/${latest.giftThursdayConversation}`)).statusCode).toBe(204);
    const { data } = await questions(session, { ...MONDAY_TO_THURSDAY, kind: 'unanswered', top: '1' });
    // The counts are what happened; the message named is now Monday's.
    expect(data).toEqual([
      expect.objectContaining({ key: 'ぎふと包装はできますか', count: 2, text: 'ギフト包装はできますか', latest_message_id: latest.giftMonday }),
    ]);
  });

  it.each([
    [{ kind: 'all' }, 'kind', '質問の種類が正しくありません'],
    [{ top: '0' }, 'top', '件数は1〜100で指定してください'],
    [{ top: '101' }, 'top', '件数は1〜100で指定してください'],
  ])('refuses %j at the field', async (query, field, message) => {
    expect(refusal(await get(session, ANALYTICS_API_PATHS.questions, query))).toEqual({ status: 400, code: 'validation_error', fields: { [field]: message } });
  });
});

describe('GET analytics/knowledge', () => {
  it('lists the items answers stood on, most first, and the ready items never cited', async () => {
    const knowledge = await ok(get(session, ANALYTICS_API_PATHS.knowledge, MONDAY_TO_THURSDAY), (b) => analyticsKnowledgeSchema.strict().parse(b));
    expect(knowledge.most_cited.map((row) => [row.item_id, row.count]).sort()).toEqual([[cited.hours, 1], [cited.shipping, 1]].sort());
    expect(knowledge.most_cited.every((row) => row.title !== '')).toBe(true);
    const neverIds = knowledge.never_cited.map((row) => row.item_id);
    expect(neverIds).not.toContain(cited.hours);
    expect(neverIds).not.toContain(cited.shipping);
    expect(knowledge.never_cited_total).toBeGreaterThan(0);
    expect(knowledge.never_cited.length).toBe(Math.min(20, knowledge.never_cited_total));
    // Monday alone: only the hours item was cited.
    const monday = await ok(get(session, ANALYTICS_API_PATHS.knowledge, { period: 'custom', from: '2025-03-10', to: '2025-03-10' }), (b) =>
      analyticsKnowledgeSchema.parse(b),
    );
    expect(monday.most_cited.map((row) => row.item_id)).toEqual([cited.hours]);
    expect(monday.never_cited_total).toBe(knowledge.never_cited_total + 1);
  });
});

describe('GET analytics/setup', () => {
  it('ticks what the owner has done', async () => {
    const setup = await ok(get(session, ANALYTICS_API_PATHS.setup, {}), (b) => analyticsSetupSchema.strict().parse(b));
    expect(Object.fromEntries(setup.steps.map((s) => [s.step, s.done]))).toMatchObject({ knowledge: true, chat_tried: true, widget_seen: true });
  });

  it('starts unticked for a new owner; saving the built-in engine knowingly ticks the AI step', async () => {
    const other = await t.ownerSession();
    const before = await ok(get(other, ANALYTICS_API_PATHS.setup, {}), (b) => analyticsSetupSchema.strict().parse(b));
    expect(before.steps).toEqual(['knowledge', 'avatar', 'chat_tried', 'widget_seen', 'ai_provider'].map((step) => ({ step, done: false, note: null })));
    const owner = ownerClient(t, other);
    const current = (await owner.get('detail-ai-settings')).json<Record<string, unknown>>();
    const { updated_at: _updated, ...document } = current;
    expect((await owner.put('detail-ai-settings', { ...document, engine: { type: 'builtin' } })).statusCode).toBe(200);
    const after = await ok(get(other, ANALYTICS_API_PATHS.setup, {}), (b) => analyticsSetupSchema.strict().parse(b));
    expect(after.steps.find((s) => s.step === 'ai_provider')).toEqual({ step: 'ai_provider', done: true, note: ENGINE_TYPE_LABELS.builtin });
  });
});

describe('isolation and validation', () => {
  it('shows another owner none of it', async () => {
    const other = await t.ownerSession();
    const summary = await ok(get(other, ANALYTICS_API_PATHS.summary, TUESDAY), (b) => analyticsSummarySchema.strict().parse(b));
    expect(summary.conversations).toEqual({ value: 0, previous: 0 });
    expect(summary.questions).toEqual({ value: 0, previous: 0 });
    expect(summary.visitors.value).toBe(0);
    const breakdown = await ok(get(other, ANALYTICS_API_PATHS.breakdown, TUESDAY), (b) => analyticsBreakdownSchema.strict().parse(b));
    expect(breakdown.pages).toEqual([]);
    expect((await ok(get(other, ANALYTICS_API_PATHS.questions, MONDAY_TO_THURSDAY), (b) => analyticsQuestionsSchema.parse(b))).data).toEqual([]);
    expect((await ok(get(other, ANALYTICS_API_PATHS.knowledge, MONDAY_TO_THURSDAY), (b) => analyticsKnowledgeSchema.parse(b))).most_cited).toEqual([]);
    expect((await get(other, ANALYTICS_API_PATHS.summary, {})).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/${ANALYTICS_API_PATHS.summary}` })).statusCode).toBe(401);
  });

  it.each([
    [{ period: 'custom', to: '2025-03-11' }, 'from', '開始日を入力してください'],
    [{ period: 'custom', from: '2025-03-11', to: '2025-03-10' }, 'to', '終了日は開始日以降の日付にしてください'],
    [{ period: 'custom', from: '2024-01-01', to: '2025-01-01' }, 'to', '期間は366日以内で指定してください'],
    [{ period: 'week' }, 'period', '期間の指定が正しくありません'],
  ])('refuses %j at the field, in Japanese', async (query, field, message) => {
    expect(refusal(await get(session, ANALYTICS_API_PATHS.trend, query))).toEqual({ status: 400, code: 'validation_error', fields: { [field]: message } });
  });
});
