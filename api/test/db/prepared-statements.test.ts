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

    it('run inside a transaction on its connection, one prepared statement for every run (PostgreSQL)', async () => {
      const found = await t.app.database.db.transaction(async (tx) => {
        for (const b of [1, 2, 3]) expect(await pair.rows(tx, { a: 'y', b })).toEqual([{ a: 'y', b, again: 'y!' }]);
        return queryRows<{ name: string }>(tx, sql`select name from pg_prepared_statements where name like 'test_slots_%'`);
      });
      expect(found.length).toBe(testDatabase === 'postgres' ? 1 : 0);
    });

    it('refuse a missing value instead of sending a null', async () => {
      await expect(pair.rows(t.app.database.db, { a: 'z' } as { a: string; b: number })).rejects.toThrow(/b/);
    });
  });
});
