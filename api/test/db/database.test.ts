import { sql } from 'drizzle-orm';
import { owners } from '../../src/db/schema';
import { createTestContext, type TestContext, testDatabase } from '../helper';

describe(`the database (${testDatabase})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
    // Both drivers answer raw SQL with a `rows` array; drizzle's common type cannot say so.
    const result = (await t.app.database.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  };

  it('has the committed migrations applied, and applying them again changes nothing', async () => {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['agent_settings', 'forbidden_entries', 'login_attempts', 'owners', 'quick_replies', 'refresh_tokens', 'visitor_accounts']),
    );
    await expect(t.app.database.migrate()).resolves.toEqual({ vectorSearch: t.app.vectorSearch });
  });

  it('uses pgvector exactly where the server has it', async () => {
    const available = await rows<{ name: string }>(sql`select name from pg_available_extensions where name = 'vector'`);
    expect(t.app.vectorSearch).toBe(available.length > 0);
    if (testDatabase === 'pglite') expect(t.app.vectorSearch).toBe(true);
    const installed = await rows<{ extname: string }>(sql`select extname from pg_extension where extname = 'vector'`);
    expect(installed.length > 0).toBe(t.app.vectorSearch);
  });

  it('keeps mail addresses lower-case and unique among live owners', async () => {
    const base = { name: 'x', passwordHash: 'x', agentId: 'agt_00000000000000000000' };
    await expect(t.app.database.db.insert(owners).values({ ...base, email: 'Upper@example.com' })).rejects.toThrow();

    const owner = await t.createOwner({ email: 'unique@example.com' });
    await expect(t.createOwner({ email: 'UNIQUE@example.com' })).rejects.toThrow();
    await t.app.repositories.owners.softDelete(owner.id);
    await expect(t.createOwner({ email: 'unique@example.com' })).resolves.toMatchObject({ email: 'unique@example.com' });
  });

  it('gives every owner the standard plan and its own AgentID', async () => {
    const a = await t.createOwner();
    const b = await t.createOwner();
    expect(a.plan).toBe('standard');
    expect(a.agentId).not.toBe(b.agentId);
    await expect(t.app.database.db.insert(owners).values({ email: 'dup@example.com', name: 'x', passwordHash: 'x', agentId: a.agentId })).rejects.toThrow();
  });
});
