import { sql } from 'drizzle-orm';
import type { FeedbackValue, WidgetMessage } from 'shared-contracts';
import { type AgentDeps, runTurn, setFeedback, startOrResumeConversation } from '#src/domains/agent/index';
import { submitFormAnswer } from '#src/domains/forms/submit-form-answer';
import { recomputeRollups } from '#src/domains/analytics/recompute-rollups';
import { repositoriesOf } from '#src/domains/repositories';
import { seedSampleAgent } from '#src/seed/sample-agent';
import { seedSampleHistory } from '#src/seed/sample-history';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../helper';

// docs/architecture.md §9: the rollups upserted with the turns' writes equal, row for row, the rollups recomputed
// from the raw rows, after a random (seeded) workload through the runtime's own entry points.

jest.setTimeout(300_000);

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ historyRetention: { enabled: false } });
});
afterAll(() => t.close());

/** mulberry32: the same workload every run. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

// What the sample agent (src/seed/sample-agent.ts) answers from its Q&A, misses, and offers its contact form for.
const ANSWERED = ['営業時間を教えてください', '送料はいくらですか', '返品はできますか', '支払い方法は何がありますか', '営業時間'];
const MISSED = ['ギフト包装はできますか', '海外発送はしていますか', '駐車場はありますか'];
const CONTACT = ['問い合わせしたいです', '担当者と話したいです'];
// Asked of two Q&As alike: the agent is unsure and offers candidates (もしかして…), which the visitor may press.
const UNSURE = ['送料と返品の送料', '支払いと返品の方法', '送料と支払い'];
const PAGES = ['https://shop.example.com/', 'https://shop.example.com/faq', 'https://shop.example.com/cart', null];

const HOUR_MS = 3_600_000;

describe('analytics rollups', () => {
  it('equal their recomputation from the raw rows after a random workload, the sample history and its removal', async () => {
    const owner = await t.createOwner();
    await seedSampleAgent(t.app, { email: owner.email, password: TEST_PASSWORD });
    const db = t.app.database.db;
    const analytics = repositoriesOf(db).analytics;
    // The sample history waits for the sample knowledge, dates its rows after the runtime wrote them, and marks them sample.
    await seedSampleHistory(t.app, owner.email, { conversations: 8, days: 3 });
    expect(await analytics.stored(owner.agentId)).toEqual(await analytics.computed(owner.agentId));

    const random = randomOf(20_250_601);
    const base = Date.UTC(2025, 5, 1, 12, 0, 0);
    const visitors: string[] = [];
    let previews = 0;
    let changedVotes = 0;
    let removedVotes = 0;
    let formsAnswered = 0;
    let pressedCandidates = 0;
    for (let i = 0; i < 24; i += 1) {
      let clock = base + random.int(0, 72) * HOUR_MS + random.int(0, 3599) * 1000;
      const tick = (min: number, max: number) => {
        clock += random.int(min, max) * 1000;
        return new Date(clock);
      };
      const deps: AgentDeps = { db, publicApiUrl: t.app.config.publicApiUrl, secretBox: t.app.secretBox, clock: () => tick(1, 3) };
      const preview = random.chance(0.15);
      if (preview) previews += 1;
      // Some visitors come back: their conversation resumes, maybe in another hour.
      const returning = visitors.length > 0 && random.chance(0.2) ? random.pick(visitors) : null;
      const visit = await startOrResumeConversation(db, {
        agentId: owner.agentId,
        visitorId: returning,
        origin: 'https://shop.example.com',
        pageUrl: random.pick(PAGES),
        preview,
        now: new Date(clock),
      });
      visitors.push(visit.visitorId);
      const scope = { agentId: owner.agentId, conversationId: visit.conversation.id, visitorId: visit.visitorId };
      let offered: WidgetMessage['form'] = null;
      for (let turn = random.int(0, 4); turn > 0; turn -= 1) {
        const text = random.chance(0.4)
          ? random.pick(ANSWERED)
          : random.chance(0.35)
            ? random.pick(UNSURE)
            : random.chance(0.6)
              ? random.pick(MISSED)
              : random.pick(CONTACT);
        let done: WidgetMessage | null = null;
        for await (const event of runTurn(deps, { ...scope, text, now: tick(20, 1800) })) if (event.type === 'done') done = event.message;
        if (!done) throw new Error(`no answer to ${text}`);
        const candidate = done.candidates[0];
        if (candidate && random.chance(0.6)) {
          // The visitor chooses one (the もしかして answer counts as answered: question_unsure_pressed).
          pressedCandidates += 1;
          done = null;
          for await (const event of runTurn(deps, { ...scope, candidateItemId: candidate.item_id, now: tick(5, 60) })) if (event.type === 'done') done = event.message;
          if (!done) throw new Error(`no answer to the candidate ${candidate.question}`);
        }
        offered = done.form ?? offered;
        if (random.chance(0.5)) {
          const vote: FeedbackValue = random.chance(0.6) ? 'up' : 'down';
          expect(await setFeedback(db, owner.agentId, visit.visitorId, done.id, vote)).toBe(true);
          if (random.chance(0.3)) {
            changedVotes += 1;
            await setFeedback(db, owner.agentId, visit.visitorId, done.id, vote === 'up' ? 'down' : 'up');
          }
          if (random.chance(0.2)) {
            removedVotes += 1;
            await setFeedback(db, owner.agentId, visit.visitorId, done.id, null);
          }
        }
        if (offered && random.chance(0.6)) {
          formsAnswered += 1;
          await submitFormAnswer(
            db,
            owner.agentId,
            offered.id,
            { name: '山田 花子', email: 'hanako@example.com', body: 'お問い合わせです。' },
            { conversationId: visit.conversation.id, at: tick(30, 300) },
          );
          offered = null;
        }
      }
    }
    // The workload has the spread the check needs.
    expect(previews).toBeGreaterThan(0);
    expect(changedVotes).toBeGreaterThan(0);
    expect(removedVotes).toBeGreaterThan(0);
    expect(formsAnswered).toBeGreaterThan(0);
    expect(pressedCandidates).toBeGreaterThan(0);

    const stored = await analytics.stored(owner.agentId);
    const computed = await analytics.computed(owner.agentId);
    const metrics = new Set(computed.map((row) => row.metric));
    for (const metric of ['conversations', 'questions', 'answers', 'rated', 'forms_offered', 'forms_answered', 'latency', 'emotion', 'page', 'question', 'question_unanswered', 'question_rated_down', 'question_unsure', 'question_unsure_pressed', 'question_unsure@8d', 'cited', 'question@1d', 'question_unanswered@2d', 'question_rated_down@4d', 'cited@256d', 'page@1d', 'questions@1d', 'answers@1d', 'latency@1d']) {
      expect(metrics).toContain(metric);
    }
    expect(computed.some((row) => row.metric === 'answers' && row.key === 'fallback')).toBe(true);
    // The KPI metrics are kept per day only; the keyed ones in spans up to 256 days.
    expect(metrics.has('questions@2d')).toBe(false);
    expect(computed.some((row) => row.metric === 'answers' && row.key === 'knowledge_qa')).toBe(true);
    expect(stored).toEqual(computed);
    // Each span row is the sum of its metric's hourly rows over the whole UTC days it spans.
    const HOUR = 3_600_000;
    const hourly = new Map<string, number>();
    for (const row of stored.filter((r) => !r.metric.includes('@'))) hourly.set(`${row.metric} ${row.key} ${Date.parse(row.hour)}`, row.count);
    const spanRows = stored.filter((r) => r.metric.includes('@'));
    expect(spanRows.length).toBeGreaterThan(0);
    for (const span of spanRows) {
      const [metric, length] = span.metric.split('@');
      const days = Number(length?.replace('d', ''));
      const start = Date.parse(span.hour);
      expect((start / (days * 24 * HOUR)) % 1).toBe(0);
      let sum = 0;
      for (let at = start; at < start + days * 24 * HOUR; at += HOUR) sum += hourly.get(`${metric} ${span.key} ${at}`) ?? 0;
      expect({ span: `${span.metric} ${span.key} ${span.hour}`, count: sum }).toEqual({ span: `${span.metric} ${span.key} ${span.hour}`, count: span.count });
    }

    // The backfill rewrites the same rows, keying first the questions of rows from before keys were kept.
    await db.execute(sql`update messages set question_key = null where agent_id = ${owner.agentId}`);
    expect((await analytics.computed(owner.agentId)).some((row) => row.metric === 'question')).toBe(false);
    expect((await recomputeRollups(repositoriesOf(db), owner.agentId)).rows).toBe(computed.length);
    expect(await analytics.stored(owner.agentId)).toEqual(computed);
    // Of every agent too (a second, empty agent has none).
    await t.createOwner();
    expect((await recomputeRollups(repositoriesOf(db), null)).agents).toBe(1);
    expect(await analytics.stored(owner.agentId)).toEqual(computed);

    // Removing the sample history takes its part out: what is left is still what the raw rows say.
    await t.app.repositories.sampleHistory.remove(owner.agentId);
    const left = await analytics.stored(owner.agentId);
    expect(left).toEqual(await analytics.computed(owner.agentId));
    expect(left.length).toBeLessThan(computed.length);
  });
});
