import { sql } from 'drizzle-orm';
import { queryRows, queryRowsPrepared } from '../../src/db/query-rows';
import { createTestContext, type TestContext, testDatabase } from '../helper';

describe(`named prepared statements (${testDatabase})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  const numbers = (values: readonly number[]) =>
    sql`select v::int as n from (values ${sql.join(
      values.map((v) => sql`(${v}::int)`),
      sql`, `,
    )}) as t(v) order by v`;

  it('answer what the same statement answers unprepared, for every shape of one name', async () => {
    const { db } = t.app.database;
    // Two texts under one name (two and three rows) must not collide, and each runs again with other values.
    for (const values of [[2, 1], [3, 1, 2], [9, 8], [6, 5, 4]]) {
      expect(await queryRowsPrepared(db, 'test_numbers', numbers(values))).toEqual(await queryRows(db, numbers(values)));
    }
  });

  it('stay prepared on the connection that ran them (PostgreSQL), so the next run only binds', async () => {
    const found = await t.app.database.db.transaction(async (tx) => {
      await queryRowsPrepared(tx, 'test_kept', sql`select ${'x'}::text as x`);
      return queryRows<{ name: string }>(tx, sql`select name from pg_prepared_statements where name like 'test_kept_%'`);
    });
    // PGlite takes no statement names: there the statement is simply run.
    expect(found.length).toBe(testDatabase === 'postgres' ? 1 : 0);
  });
});
