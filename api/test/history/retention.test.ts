import { sql } from 'drizzle-orm';
import { historySettingsResponseSchema } from 'shared-contracts';
import { queryRows } from '../../src/db/query-rows';
import { createRetentionJob, RETENTION_JOB_NAME, type RetentionJobOptions } from '../../src/domains/history/retention-job';
import type { RetentionRepository } from '../../src/domains/history/retention-repository';
import { appWithTwoOwners, ownerClient, refusal } from '../chatsettings/owner-client';
import { createTestContext, sleep, type TestContext } from '../helper';
import { CONTACT_FORM } from '../forms/form-fixtures';
import { answerForm, ask, countWhere, startChat } from './ops-fixtures';

// 会話履歴's retention: keep conversations N days or forever, applied by a batched job under a lease.

jest.setTimeout(120_000);

describe('GET/PUT /history-settings', () => {
  const { owner, other } = appWithTwoOwners({ historyRetention: { enabled: false } });

  it('keeps conversations forever until the owner saves a number of days', async () => {
    const first = await owner.get('history-settings');
    expect(first.statusCode).toBe(200);
    expect(historySettingsResponseSchema.strict().parse(first.json())).toEqual({ retention_days: null, updated_at: null });

    const saved = await owner.put('history-settings', { retention_days: 90 });
    expect(saved.statusCode).toBe(200);
    const body = historySettingsResponseSchema.strict().parse(saved.json());
    expect(body.retention_days).toBe(90);
    expect(body.updated_at).not.toBeNull();
    expect((await owner.get('history-settings')).json()).toEqual(body);
    // The other owner still keeps everything.
    expect((await other.get('history-settings')).json()).toEqual({ retention_days: null, updated_at: null });

    expect((await owner.put('history-settings', { retention_days: null })).json()).toMatchObject({ retention_days: null });
  });

  it('refuses what is not a whole number of days from 1 to 3650, in Japanese at the field', async () => {
    for (const retention_days of [0, -1, 1.5, 3651, '30', true]) {
      const response = await owner.put('history-settings', { retention_days });
      expect(refusal(response)).toEqual({ status: 400, code: 'validation_error', fields: { retention_days: expect.stringMatching(/保存期間/) } });
    }
    expect(refusal(await owner.put('history-settings', {}))).toMatchObject({ status: 400, fields: { retention_days: expect.any(String) } });
    expect((await owner.get('history-settings')).json()).toMatchObject({ retention_days: null });
  });
});

describe('the retention job', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ historyRetention: { enabled: false } });
  });
  afterAll(() => t.close());

  const quietLog = () => t.app.log;
  const job = (options: Partial<RetentionJobOptions> = {}) =>
    createRetentionJob({ retention: t.app.repositories.retention, leases: t.app.repositories.jobLeases, log: quietLog(), pauseMs: 1, everyMs: 0, ...options });

  /** A conversation of the agent whose last message was `daysAgo` days ago. */
  async function conversationAged(agentId: string, daysAgo: number): Promise<string> {
    const chat = await startChat(t, agentId);
    await ask(t, chat, '営業時間を教えて');
    await t.app.database.db.execute(
      sql`update conversations set started_at = now() - make_interval(days => ${daysAgo}::int, hours => 1),
        last_message_at = now() - make_interval(days => ${daysAgo}::int) where id = ${chat.conversationId}::uuid`,
    );
    return chat.conversationId;
  }

  const exists = async (id: string) => (await countWhere(t, 'conversations', sql`id = ${id}::uuid`)) === 1;
  const resetLease = () => t.app.database.db.execute(sql`delete from job_leases`);

  it('deletes only the conversations older than the retention of the agents that set one', async () => {
    await resetLease();
    const keeper = await t.ownerSession();
    const forever = await t.ownerSession();
    const explicitForever = await t.ownerSession();
    expect((await ownerClient(t, keeper).put('history-settings', { retention_days: 30 })).statusCode).toBe(200);
    expect((await ownerClient(t, explicitForever).put('history-settings', { retention_days: null })).statusCode).toBe(200);

    const form = (await ownerClient(t, keeper).post('forms', CONTACT_FORM)).json<{ id: string }>();
    const old = await conversationAged(keeper.owner.agentId, 31);
    const answer = await answerForm(t, keeper.owner.agentId, form.id, { conversationId: old }, 'old@example.com');
    const recent = await conversationAged(keeper.owner.agentId, 29);
    const today = await conversationAged(keeper.owner.agentId, 0);
    const foreverOld = await conversationAged(forever.owner.agentId, 400);
    const explicitOld = await conversationAged(explicitForever.owner.agentId, 400);

    const run = await job().runOnce();
    expect(run).toEqual({ ran: true, deleted: 1 });
    expect(await exists(old)).toBe(false);
    expect(await countWhere(t, 'messages', sql`conversation_id = ${old}::uuid`)).toBe(0);
    // Form answers belong to フォーム回答履歴 and stay.
    expect(await countWhere(t, 'form_answers', sql`id = ${answer}::uuid`)).toBe(1);
    for (const kept of [recent, today, foreverOld, explicitOld]) expect({ kept, exists: await exists(kept) }).toEqual({ kept, exists: true });
  });

  it('deletes 分析\'s rows keyed by visitors\' words (questions, pages) from before the retention, and no other', async () => {
    await resetLease();
    const keeper = await t.ownerSession();
    const forever = await t.ownerSession();
    expect((await ownerClient(t, keeper).put('history-settings', { retention_days: 30 })).statusCode).toBe(200);
    const row = (agentId: string, metric: string, daysAgo: number, key: string) =>
      sql`(${agentId}, date_trunc('hour', now() - make_interval(days => ${daysAgo}::int)), ${metric}, ${key}, 1)`;
    await t.app.database.db.execute(
      sql`insert into analytics_keyed_hourly (agent_id, hour, metric, key, count) values ${sql.join(
        [
          row(keeper.owner.agentId, 'question', 31, '電話番号は09012345678です'),
          row(keeper.owner.agentId, 'question@64d', 40, '電話番号は09012345678です'),
          row(keeper.owner.agentId, 'question_unanswered', 31, '住所を教えて'),
          row(keeper.owner.agentId, 'page', 31, 'https://shop.example.com/?email=a@example.com'),
          row(keeper.owner.agentId, 'question', 29, '営業時間は'),
          row(keeper.owner.agentId, 'cited', 31, '00000000-0000-4000-8000-000000000001'),
          row(forever.owner.agentId, 'question', 400, '営業時間は'),
        ],
        sql`, `,
      )}`,
    );
    expect((await job().runOnce()).ran).toBe(true);
    const left = await queryRows<{ agent_id: string; metric: string; key: string }>(
      t.app.database.db,
      sql`select agent_id, metric, key from analytics_keyed_hourly where agent_id in (${keeper.owner.agentId}, ${forever.owner.agentId}) order by 1, 2, 3`,
    );
    expect(left).toEqual(
      [
        { agent_id: keeper.owner.agentId, metric: 'cited', key: '00000000-0000-4000-8000-000000000001' },
        { agent_id: keeper.owner.agentId, metric: 'question', key: '営業時間は' },
        { agent_id: forever.owner.agentId, metric: 'question', key: '営業時間は' },
      ].sort((a, b) => a.agent_id.localeCompare(b.agent_id) || a.metric.localeCompare(b.metric)),
    );
  });

  it('deletes in batches and loops until none is left', async () => {
    await resetLease();
    const session = await t.ownerSession();
    expect((await ownerClient(t, session).put('history-settings', { retention_days: 7 })).statusCode).toBe(200);
    const old: string[] = [];
    for (let i = 0; i < 5; i += 1) old.push(await conversationAged(session.owner.agentId, 8 + i));
    const kept = await conversationAged(session.owner.agentId, 6);

    const batches: number[] = [];
    const real = t.app.repositories.retention;
    const counting: RetentionRepository = {
      ...real,
      async deleteExpired(agentId, days, limit) {
        const n = await real.deleteExpired(agentId, days, limit);
        if (agentId === session.owner.agentId) batches.push(n);
        return n;
      },
    };
    expect(await job({ retention: counting, batchSize: 2 }).runOnce()).toEqual({ ran: true, deleted: 5 });
    expect(batches).toEqual([2, 2, 1]);
    for (const id of old) expect(await exists(id)).toBe(false);
    expect(await exists(kept)).toBe(true);
  });

  it('runs once for two processes at the same moment; a finished run holds the others off until it is due', async () => {
    await resetLease();
    const session = await t.ownerSession();
    expect((await ownerClient(t, session).put('history-settings', { retention_days: 1 })).statusCode).toBe(200);
    const old = [await conversationAged(session.owner.agentId, 3), await conversationAged(session.owner.agentId, 4)];

    const hour = 3_600_000;
    const [a, b] = await Promise.all([job({ holder: 'process-a', everyMs: hour }).runOnce(), job({ holder: 'process-b', everyMs: hour }).runOnce()]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect(a.deleted + b.deleted).toBe(2);
    for (const id of old) expect(await exists(id)).toBe(false);
    // The lease is handed back with the run recorded: nobody runs again within the hour.
    expect(await job({ holder: 'process-c', everyMs: hour }).runOnce()).toEqual({ ran: false, deleted: 0 });
    const [lease] = await queryRows<{ holder: string; finished: boolean }>(
      t.app.database.db,
      sql`select holder, last_run_at is not null as finished from job_leases where name = ${RETENTION_JOB_NAME}`,
    );
    expect(lease).toEqual({ holder: a.ran ? 'process-a' : 'process-b', finished: true });
  });

  it('waits while a holder has the lease, and takes it once the lease expired (its holder died)', async () => {
    await resetLease();
    const session = await t.ownerSession();
    expect((await ownerClient(t, session).put('history-settings', { retention_days: 1 })).statusCode).toBe(200);
    const old = await conversationAged(session.owner.agentId, 2);

    // A process took the lease and died mid-run: it never releases it.
    expect(await t.app.repositories.jobLeases.acquire(RETENTION_JOB_NAME, 'dead-process', 60_000, 0)).toBe(true);
    const survivor = job({ holder: 'survivor' });
    expect(await survivor.runOnce()).toEqual({ ran: false, deleted: 0 });
    expect(await exists(old)).toBe(true);

    await t.app.database.db.execute(sql`update job_leases set expires_at = now() - interval '1 second' where name = ${RETENTION_JOB_NAME}`);
    expect(await survivor.runOnce()).toEqual({ ran: true, deleted: 1 });
    expect(await exists(old)).toBe(false);
  });

  it('a holder that lost its lease mid-run stops at its next batch', async () => {
    await resetLease();
    const session = await t.ownerSession();
    expect((await ownerClient(t, session).put('history-settings', { retention_days: 1 })).statusCode).toBe(200);
    const old = [await conversationAged(session.owner.agentId, 2), await conversationAged(session.owner.agentId, 3), await conversationAged(session.owner.agentId, 4)];
    const real = t.app.repositories.retention;
    const leases = t.app.repositories.jobLeases;
    let batches = 0;
    const slow: RetentionRepository = {
      ...real,
      async deleteExpired(agentId, days, limit) {
        const n = await real.deleteExpired(agentId, days, limit);
        if (agentId === session.owner.agentId) {
          batches += 1;
          // Meanwhile the lease lapsed and another process took it: the batch outlasted the 3 ms lease,
          // so the job renews before its next batch (more than a third of the lease has passed). Without
          // the wait a fast machine finished the batch within 1 ms, skipped the renewal and deleted a second.
          await t.app.database.db.execute(sql`update job_leases set holder = 'another-process' where name = ${RETENTION_JOB_NAME}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        return n;
      },
    };
    // leaseMs 3: the job renews after the batch (more than a third of it has passed), and the renewal finds the lease gone.
    const run = await job({ retention: slow, batchSize: 1, leaseMs: 3, holder: 'stalled' }).runOnce();
    expect(run).toEqual({ ran: true, deleted: 1 });
    expect(batches).toBe(1);
    expect((await Promise.all(old.map(exists))).filter(Boolean)).toHaveLength(2);
    // The stalled process did not hand back a lease it no longer holds.
    expect(await leases.renew(RETENTION_JOB_NAME, 'another-process', 60_000)).toBe(true);
  });
});

describe('the retention job in the API process', () => {
  it('runs shortly after the app is ready, and closing the app stops its timer', async () => {
    const t = await createTestContext({ historyRetention: { firstRunDelayMs: 20, intervalMs: 3_600_000 } });
    try {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const [lease] = await queryRows<{ finished: boolean }>(t.app.database.db, sql`select last_run_at is not null as finished from job_leases where name = ${RETENTION_JOB_NAME}`);
        if (lease?.finished) break;
        await sleep(20);
      }
      const [lease] = await queryRows<{ finished: boolean }>(t.app.database.db, sql`select last_run_at is not null as finished from job_leases where name = ${RETENTION_JOB_NAME}`);
      expect(lease?.finished).toBe(true);
      // A run within the interval is held off by the lease, in this process too.
      const again = await t.app.historyRetention.runOnce();
      expect(again.ran).toBe(false);
    } finally {
      await t.close();
    }
  });
});
