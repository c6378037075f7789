import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/query-rows';
import { ensureDemoOwner } from '../../src/seed/demo-owner';
import { ownerClient } from '../chatsettings/owner-client';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { ask, countWhere, startChat } from '../history/ops-fixtures';
import { knowledgeClient } from '../knowledge/knowledge-client';

// Two API processes on one PostgreSQL database (PGlite is one process's database: jest.config.cjs runs
// this file on PostgreSQL only). Background work takes database leases, so it runs once however many
// replicas there are (docs/architecture.md §10).

jest.setTimeout(120_000);

describe(`background work with two API processes on one database (${testDatabase})`, () => {
  let t: TestContext;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    t = await createTestContext({ historyRetention: { enabled: false } });
    a = t.app;
    b = await t.replica();
  });
  afterAll(() => t?.close());

  it("runs the history's retention once when both processes start it at the same moment", async () => {
    const session = await t.ownerSession();
    expect((await ownerClient(t, session).put('history-settings', { retention_days: 1 })).statusCode).toBe(200);
    const old: string[] = [];
    for (const daysAgo of [3, 4, 5]) {
      const chat = await startChat(t, session.owner.agentId);
      await ask(t, chat, '営業時間を教えて');
      await a.database.db.execute(
        sql`update conversations set started_at = now() - make_interval(days => ${daysAgo}::int, hours => 1),
          last_message_at = now() - make_interval(days => ${daysAgo}::int) where id = ${chat.conversationId}::uuid`,
      );
      old.push(chat.conversationId);
    }

    const runs = await Promise.all([a.historyRetention.runOnce(), b.historyRetention.runOnce()]);
    expect(runs.map((run) => run.ran).sort()).toEqual([false, true]);
    expect(runs[0]!.deleted + runs[1]!.deleted).toBe(3);
    for (const id of old) expect(await countWhere(t, 'conversations', sql`id = ${id}::uuid`)).toBe(0);
    // Run again by either: the finished run holds both off until it is due.
    expect(await Promise.all([a.historyRetention.runOnce(), b.historyRetention.runOnce()])).toEqual([
      { ran: false, deleted: 0 },
      { ran: false, deleted: 0 },
    ]);
  });

  it('indexes each knowledge item once, by whichever process claims it, while both indexing loops run', async () => {
    const k = knowledgeClient(t, await t.ownerSession());
    const created = [];
    for (let i = 0; i < 6; i += 1) {
      created.push(await k.create({ type: 'qa', question: `支店${i}の営業時間は？`, answer: `支店${i}は9時から18時までです。`, alternatives: [] }));
      // The route kicks the loop of the process that took the request; the other one looks too.
      b.knowledge.jobs.kick();
    }
    for (const item of created) expect(await k.settled(item.id)).toMatchObject({ status: 'ready', passage_count: 1 });
    await Promise.all([a.knowledge.jobs.whenIdle(), b.knowledge.jobs.whenIdle()]);
    // Every claim of an item takes a new generation number: one claim each, one generation written.
    const rows = await queryRows<{ claims: number; generations: number }>(
      a.database.db,
      sql`select i.last_generation as claims, (select count(distinct p.generation)::int from knowledge_passages p where p.item_id = i.id) as generations
        from knowledge_items i where i.id in (${sql.join(created.map((item) => sql`${item.id}::uuid`), sql`, `)})`,
    );
    // One run per item: neither process indexed an item the other held.
    expect(rows).toEqual(created.map(() => ({ claims: 1, generations: 1 })));
  });

  it('creates the demo owner once when both processes start on a new database together', async () => {
    const demo = { email: 'demo-replicas@example.com', password: 'demo-password', name: 'デモユーザー' };
    const states = await Promise.all([ensureDemoOwner(a.database.db, demo), ensureDemoOwner(b.database.db, demo)]);
    expect(states.sort()).toEqual(['created', 'exists']);
    expect(await countWhere(t, 'owners', sql`email = ${demo.email}`)).toBe(1);
  });
});
