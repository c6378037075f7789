import { sql } from 'drizzle-orm';
import { queryRows } from '#src/db/query-rows';
import { createTestContext, type TestContext, testDatabase } from '../helper';

// PGlite has no autovacuum: without the API's own VACUUM (ANALYZE), no table of the embedded database
// is ever analysed and the planner guesses every row count (reltuples -1).

describe(`the embedded database's vacuum (${testDatabase})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    await t.ownerSession();
  });
  afterAll(() => t?.close());

  const analysed = () =>
    queryRows<{ name: string; reltuples: number }>(
      t.app.database.db,
      sql`select c.relname as name, c.reltuples::float8 as reltuples from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind = 'r' and n.nspname = 'public' order by c.relname`,
    );

  if (testDatabase === 'pglite') {
    it('analyses every table, so the planner knows the row counts', async () => {
      const before = await analysed();
      expect(before.find((table) => table.name === 'owners')?.reltuples).toBe(-1);

      const run = await t.app.embeddedVacuum.runOnce();
      expect(run?.tables).toBeGreaterThanOrEqual(before.length);

      const after = await analysed();
      expect(after.filter((table) => table.reltuples < 0).map((table) => table.name)).toEqual([]);
      expect(after.find((table) => table.name === 'owners')?.reltuples).toBe(1);
      // The app answers as before.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  } else {
    it('leaves PostgreSQL to its own autovacuum', async () => {
      expect(await t.app.embeddedVacuum.runOnce()).toBeNull();
    });
  }
});
