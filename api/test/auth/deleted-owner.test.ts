import { eq } from 'drizzle-orm';
import { owners } from '../../src/db/schema';
import { bearer, createTestContext, type TestContext } from '../helper';

describe("a deleted owner's tokens", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  const me = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(accessToken) });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/access-token', payload: { refresh_token: refreshToken } });

  it('stop working at once after a soft delete, although they have not expired', async () => {
    const owner = await t.createOwner();
    const session = await t.loginOk(owner.email);
    expect((await me(session.access_token)).statusCode).toBe(200);

    await t.app.repositories.owners.softDelete(owner.id);

    const meResponse = await me(session.access_token);
    expect(meResponse.statusCode).toBe(401);
    expect(meResponse.json()).toEqual({ code: 'unauthorized', message: 'ログインが必要です。もう一度ログインしてください。' });
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await t.login(owner.email)).json()).toEqual({
      code: 'invalid_credentials',
      message: 'メールアドレスまたはパスワードが正しくありません',
    });
  });

  it('stop working when the owner row is gone (its refresh tokens go with it)', async () => {
    const owner = await t.createOwner();
    const session = await t.loginOk(owner.email);

    await t.app.database.db.delete(owners).where(eq(owners.id, owner.id));

    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('a deleted address can be used by a new account, which gets a new AgentID', async () => {
    const first = await t.createOwner({ email: 'reused@example.com' });
    await t.app.repositories.owners.softDelete(first.id);
    const second = await t.createOwner({ email: 'reused@example.com' });

    const session = await t.loginOk('reused@example.com');
    expect(session.agent_id).toBe(second.agentId);
    expect(second.agentId).not.toBe(first.agentId);
  });
});
