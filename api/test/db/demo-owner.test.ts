import { eq } from 'drizzle-orm';
import { owners } from '../../src/db/schema';
import { ensureDemoOwner } from '../../src/seed/demo-owner';
import { hashPassword } from '../../src/lib/security/password';
import { createTestContext, type TestContext } from '../helper';

const DEMO = { email: 'Demo@Example.com', password: 'demo-password', name: 'デモユーザー' };

describe('ensureDemoOwner', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  it('creates the demo owner on the first start only, and it can sign in', async () => {
    await expect(ensureDemoOwner(t.app.database.db, DEMO)).resolves.toBe('created');
    await expect(ensureDemoOwner(t.app.database.db, DEMO)).resolves.toBe('exists');
    const rows = await t.app.database.db.select().from(owners).where(eq(owners.email, 'demo@example.com'));
    expect(rows).toHaveLength(1);

    const response = await t.login('demo@example.com', 'demo-password');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user_name: 'デモユーザー' });
  });

  it("respects an owner's changes: a new password, or deleting the account", async () => {
    const db = t.app.database.db;
    await db.update(owners).set({ passwordHash: await hashPassword('changed-password') }).where(eq(owners.email, 'demo@example.com'));
    await expect(ensureDemoOwner(db, DEMO)).resolves.toBe('password-changed');

    await db.update(owners).set({ deletedAt: new Date() }).where(eq(owners.email, 'demo@example.com'));
    await expect(ensureDemoOwner(db, DEMO)).resolves.toBe('deleted');
    expect(await db.select().from(owners).where(eq(owners.email, 'demo@example.com'))).toHaveLength(1);
  });
});
