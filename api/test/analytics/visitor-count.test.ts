import { sql } from 'drizzle-orm';
import { runTurn, startOrResumeConversation } from '#src/domains/agent/index';
import { queryRows } from '#src/db/query-rows';
import { recomputeRollups } from '#src/domains/analytics/recompute-rollups';
import { countVisitors } from '#src/domains/analytics/visitor-count';
import { rankOf, registerOf, SKETCH_BITS } from '#src/domains/analytics/visitor-sketch';
import { repositoriesOf } from '#src/domains/repositories';
import { bearer, createTestContext, type OwnerSession, type TestContext } from '../helper';
import { visitorAccount } from '../history/history-fixtures';

// 利用者数 counted both ways a period can be: exactly (every visitor message read) and, as a busy
// period is, from the sketches of its whole UTC days and the exact registers of its ragged ends.
// The period is Tokyo's 2025-03-10 … 2025-03-13: [2025-03-09T15:00Z, 2025-03-13T15:00Z), whole UTC
// days 10, 11 and 12, ragged ends 09T15–10T00 and 13T00–13T15.

jest.setTimeout(300_000);

let t: TestContext;
let session: OwnerSession;
beforeAll(async () => {
  t = await createTestContext({ historyRetention: { enabled: false } });
  const owner = await t.createOwner();
  session = { owner, headers: bearer((await t.loginOk(owner.email)).access_token) };
});
afterAll(() => t.close());

const FROM = new Date('2025-03-09T15:00:00Z');
const BEFORE = new Date('2025-03-13T15:00:00Z');
const NOW = new Date('2025-04-01T00:00:00Z');

/** One visitor message (and its answer) at `when`, from the browser `visitorId` (a new one when absent). */
async function say(when: string, options: { visitorId?: string; accountId?: string; preview?: boolean } = {}): Promise<string> {
  const db = t.app.database.db;
  const agentId = session.owner.agentId;
  const now = new Date(when);
  const started = await startOrResumeConversation(db, { agentId, origin: 'https://shop.example.com', preview: options.preview ?? false, now, visitorId: options.visitorId });
  if (options.accountId) await repositoriesOf(db).conversations.linkVisitorAccount(agentId, started.visitorId, options.accountId);
  const deps = { db, publicApiUrl: t.app.config.publicApiUrl, secretBox: t.app.secretBox, clock: () => new Date(now.getTime() + 1000) };
  for await (const event of runTurn(deps, { agentId, conversationId: started.conversation.id, visitorId: started.visitorId, text: '営業時間は？', now })) void event;
  return started.visitorId;
}

describe('利用者数', () => {
  it('counts people once across days, browsers and login types, exactly and by day sketches alike', async () => {
    const mail = await visitorAccount(t, session, 'mail', '山田 花子', 'hanako@example.com');
    const line = await visitorAccount(t, session, 'line', '佐藤 太郎', null);
    const a = await say('2025-03-10T01:00:00Z'); // a browser on two UTC days
    await say('2025-03-12T03:00:00Z', { visitorId: a });
    await say('2025-03-11T10:00:00Z'); // another browser
    await say('2025-03-10T05:00:00Z', { accountId: mail }); // one account from two browsers
    await say('2025-03-11T06:00:00Z', { accountId: mail });
    await say('2025-03-13T14:00:00Z', { accountId: line }); // the ragged end
    await say('2025-03-09T16:00:00Z'); // the ragged start
    await say('2025-03-11T08:00:00Z', { preview: true }); // the owner's test chat: never
    await say('2025-03-09T14:00:00Z'); // before the period
    await say('2025-03-13T15:00:00Z'); // after it

    const analytics = repositoriesOf(t.app.database.db).analytics;
    const exact = await countVisitors(analytics, session.owner.agentId, FROM, BEFORE, NOW, 10);
    expect(exact).toEqual({ total: 5, mail: 1, line: 1, anonymous: 3, estimated: false });

    // As if busy: the same people from sketches. Few people land each in their own register but for a
    // collision (about 1 in 1,000 here), which would count one less.
    const sketched = await countVisitors(analytics, session.owner.agentId, FROM, BEFORE, NOW, Number.POSITIVE_INFINITY);
    expect(sketched.estimated).toBe(true);
    for (const part of ['mail', 'line', 'anonymous'] as const) expect(exact[part] - sketched[part]).toBeGreaterThanOrEqual(0);
    for (const part of ['mail', 'line', 'anonymous'] as const) expect(exact[part] - sketched[part]).toBeLessThanOrEqual(1);
    // The three whole UTC days were sketched (every login type, empty ones too), and the aligned span
    // of 11 and 12 (day 20158 since 1970) made of them; read again, the same.
    const kept = await queryRows<{ days: number; starts: number; rows: number }>(
      t.app.database.db,
      sql`select days, count(distinct day)::int as starts, count(*)::int as rows from analytics_visitor_days
        where agent_id = ${session.owner.agentId} group by days order by days`,
    );
    expect(kept).toEqual([
      { days: 1, starts: 3, rows: 9 },
      { days: 2, starts: 1, rows: 3 },
    ]);
    expect(await countVisitors(analytics, session.owner.agentId, FROM, BEFORE, NOW, Number.POSITIVE_INFINITY)).toEqual(sketched);

    // A day not over yet is read exactly, never sketched.
    await countVisitors(analytics, session.owner.agentId, FROM, new Date('2025-03-14T15:00:00Z'), new Date('2025-03-13T20:00:00Z'), Number.POSITIVE_INFINITY);
    const [still] = await queryRows<{ days: number }>(
      t.app.database.db,
      sql`select count(distinct day)::int as days from analytics_visitor_days where agent_id = ${session.owner.agentId} and days = 1`,
    );
    expect(still?.days).toBe(3);

    // The backfill command makes every closed day's sketch from the first conversation on (09 to 31 March).
    await recomputeRollups(repositoriesOf(t.app.database.db), session.owner.agentId, { visitorSketches: true, now: NOW });
    const [made] = await queryRows<{ days: number; first: string }>(
      t.app.database.db,
      sql`select count(distinct day)::int as days, to_char(min(day) at time zone 'UTC', 'YYYY-MM-DD') as first from analytics_visitor_days
        where agent_id = ${session.owner.agentId} and days = 1`,
    );
    expect(made).toEqual({ days: 23, first: '2025-03-09' });
    expect(await countVisitors(analytics, session.owner.agentId, FROM, BEFORE, NOW, Number.POSITIVE_INFINITY)).toEqual(sketched);
  });

  it('takes a person\'s register and rank from the hash as the sketch defines them', async () => {
    const rows = await queryRows<{ h: string; register: number; rank: number }>(
      t.app.database.db,
      sql`select h::text as h, ${registerOf(sql`h`)} as register, ${rankOf(sql`h`)}::int as rank
        from (select hashtextextended(v, 0) as h from unnest(array['a', 'b', 'visitor-1', 'acc-2']) v
              union all select 0::bigint union all select (-1)::bigint union all select 4096::bigint) x`,
    );
    for (const row of rows) {
      const unsigned = BigInt.asUintN(64, BigInt(row.h));
      expect(row.register).toBe(Number(unsigned & 4095n));
      const rest = (unsigned >> BigInt(SKETCH_BITS)).toString(2).padStart(64 - SKETCH_BITS, '0');
      expect(row.rank).toBe(rest.includes('1') ? rest.indexOf('1') + 1 : 64 - SKETCH_BITS + 1);
    }
  });
});
