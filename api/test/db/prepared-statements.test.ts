import { sql } from 'drizzle-orm';
import { preparedStatement } from '../../src/db/prepared-statement';
import { queryRows } from '../../src/db/query-rows';
import { createTestContext, type TestContext, testDatabase } from '../helper';

describe(`named prepared statements (${testDatabase})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  describe('built once, with slots', () => {
    const pair = preparedStatement<{ a: string; b: number; again: string }, { a: string; b: number }>(
      'test_slots',
      (slot) => sql`select ${slot.a}::text as a, ${slot.b}::int as b, ${slot.a}::text || '!' as again`,
    );

    it('fill every slot with its value at each run, a slot used twice with the same value', async () => {
      const { db } = t.app.database;
      expect(await pair.rows(db, { a: 'x', b: 1 })).toEqual([{ a: 'x', b: 1, again: 'x!' }]);
      // Values are bound, never spliced into the text: a quote is only a character.
      expect(await pair.rows(db, { a: "o'neil", b: 2 })).toEqual([{ a: "o'neil", b: 2, again: "o'neil!" }]);
    });

    it('run inside a transaction on its connection, one prepared statement for every run', async () => {
      const inTransaction = preparedStatement<{ b: number }, { b: number }>('test_transaction', (slot) => sql`select ${slot.b}::int as b`);
      const found = await t.app.database.db.transaction(async (tx) => {
        for (const b of [1, 2, 3]) expect(await inTransaction.rows(tx, { b })).toEqual([{ b }]);
        return queryRows<{ name: string }>(tx, sql`select name from pg_prepared_statements where name like 'test_transaction_%'`);
      });
      // PGlite's transaction object runs it unnamed (PGlite's query path; its lock is already held).
      expect(found.length).toBe(testDatabase === 'postgres' ? 1 : 0);
    });

    it('on PGlite, parse it once for the database and reuse it run after run', async () => {
      const { db } = t.app.database;
      const counted = preparedStatement<{ n: number }, { n: number }>('test_reuse', (slot) => sql`select ${slot.n}::int + 1 as n`);
      for (const n of [1, 2, 3, 4, 5, 6, 7]) expect(await counted.rows(db, { n })).toEqual([{ n: n + 1 }]);
      if (testDatabase !== 'pglite') return; // a pool's next query may run on another connection
      const [statement] = await queryRows<{ runs: number }>(
        db,
        sql`select (generic_plans + custom_plans)::int as runs from pg_prepared_statements where name like 'test_reuse_%'`,
      );
      // Seven runs of the one statement PGlite parsed; without the name it would list none.
      expect(statement?.runs).toBe(7);
    });

    it('answer the same rows as the plain query, types and nulls alike', async () => {
      const { db } = t.app.database;
      const text = sql`'2026-11-29T04:00:00Z'::timestamptz as at, '{"a":[1,"x"]}'::jsonb as doc, array['b','a'] as terms, 2.5::float8 as ratio, true as yes, null::text as nothing`;
      const typed = preparedStatement<Record<string, unknown>, { id: string }>('test_types', (slot) => sql`select ${slot.id}::uuid as id, ${text}`);
      const id = '0b0e0c6a-4c1e-4d5e-9f00-5e4a3b2c1d0e';
      const plain = await queryRows<Record<string, unknown>>(db, sql`select ${id}::uuid as id, ${text}`);
      expect(await typed.rows(db, { id })).toEqual(plain);
      expect(plain).toEqual([{ id, at: expect.anything(), doc: { a: [1, 'x'] }, terms: ['b', 'a'], ratio: 2.5, yes: true, nothing: null }]);
    });

    it('fail on a bad value like a plain query, and run again after', async () => {
      const { db } = t.app.database;
      const divide = preparedStatement<{ q: number }, { d: number }>('test_error', (slot) => sql`select 10 / ${slot.d}::int as q`);
      expect(await divide.rows(db, { d: 2 })).toEqual([{ q: 5 }]);
      // Drizzle's "Failed query" around the database's own error, as for any query.
      await expect(divide.rows(db, { d: 0 })).rejects.toMatchObject({ cause: { message: expect.stringMatching(/division by zero/) } });
      expect(await divide.rows(db, { d: 5 })).toEqual([{ q: 2 }]);
      // The database is left usable by other queries too.
      expect(await queryRows<{ one: number }>(db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    });

    it('refuse a missing value instead of sending a null', async () => {
      await expect(pair.rows(t.app.database.db, { a: 'z' } as { a: string; b: number })).rejects.toThrow(/b/);
    });
  });
});
