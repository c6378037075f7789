import { sql } from 'drizzle-orm';
import { commitWithoutWaiting } from '../../src/db/background-commit';
import { queryRows } from '../../src/db/query-rows';
import { createTestContext, type TestContext, testDatabase } from '../helper';

const synchronousCommit = async (executor: Parameters<typeof queryRows>[0]) =>
  (await queryRows<{ synchronous_commit: string }>(executor, sql`show synchronous_commit`))[0]?.synchronous_commit;

describe(`commits that do not wait for the disk (${testDatabase})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  it('apply to their own transaction only: the connection goes back to the pool waiting for every later commit', async () => {
    const { db } = t.app.database;
    const before = await synchronousCommit(db);
    expect(before).toBe('on');
    const inside = await db.transaction(async (tx) => {
      await commitWithoutWaiting(tx);
      return synchronousCommit(tx);
    });
    expect(inside).toBe('off');
    // Every connection of the pool, including the one the transaction used: a chat turn's write still waits.
    const after = await Promise.all(Array.from({ length: 4 }, () => synchronousCommit(db)));
    expect(after).toEqual(['on', 'on', 'on', 'on']);
  });
});
