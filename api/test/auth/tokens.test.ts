import { accessTokenResponseSchema } from 'shared-contracts';
import { bearer, createTestContext, sleep, type TestContext } from '../helper';

const EXPIRED_SESSION = { code: 'invalid_refresh_token', message: 'ログインの有効期限が切れました。もう一度ログインしてください。' };

/** A one-second token issued late in a second may expire at the next tick (exp is whole seconds). */
async function startOfSecond(): Promise<void> {
  const ms = Date.now() % 1000;
  if (ms > 300) await sleep(1000 - ms + 10);
}

describe('access and refresh tokens', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/access-token', payload: { refresh_token: refreshToken } });
  const me = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(accessToken) });
  const logout = (accessToken: string, refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(accessToken), payload: { refresh_token: refreshToken } });

  it('trades a refresh token for a new access token of the same owner', async () => {
    const owner = await t.createOwner();
    const session = await t.loginOk(owner.email);
    const response = await refresh(session.refresh_token);

    expect(response.statusCode).toBe(200);
    const { access_token } = accessTokenResponseSchema.strict().parse(response.json());
    expect(t.app.jwt.verify<{ sub: string }>(access_token).sub).toBe(owner.id);
    expect((await me(access_token)).json()).toMatchObject({ email: owner.email });
  });

  it('refuses an unknown refresh token in Japanese', async () => {
    const response = await refresh('not-a-token-we-ever-issued');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(EXPIRED_SESSION);
  });

  it('refuses a missing refresh token with a field message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/access-token', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_error',
      message: '入力内容に誤りがあります',
      fields: { refresh_token: 'リフレッシュトークンがありません' },
    });
  });

  it('stores refresh tokens only as SHA-256 hashes', async () => {
    const owner = await t.createOwner();
    const session = await t.loginOk(owner.email);
    const rows = await t.app.database.db.query.refreshTokens.findMany({ where: (r, { eq }) => eq(r.ownerId, owner.id) });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toContain(session.refresh_token);
  });

  it('logout revokes the refresh token, answers 204 and stays 204 when repeated', async () => {
    const owner = await t.createOwner();
    const session = await t.loginOk(owner.email);

    const first = await logout(session.access_token, session.refresh_token);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect((await refresh(session.refresh_token)).json()).toEqual(EXPIRED_SESSION);
    expect((await logout(session.access_token, session.refresh_token)).statusCode).toBe(204);
  });

  it("logout of one session leaves the owner's other sessions signed in", async () => {
    const owner = await t.createOwner();
    const laptop = await t.loginOk(owner.email);
    const tablet = await t.loginOk(owner.email);

    await logout(laptop.access_token, laptop.refresh_token);
    expect((await refresh(tablet.refresh_token)).statusCode).toBe(200);
  });

  it('logout needs no access token: holding the refresh token is the proof', async () => {
    const owner = await t.createOwner();
    const session = await t.loginOk(owner.email);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/logout', payload: { refresh_token: session.refresh_token } });
    expect(response.statusCode).toBe(204);
    expect((await refresh(session.refresh_token)).json()).toEqual(EXPIRED_SESSION);
  });

  it("logout with another owner's access token still revokes only the token it names", async () => {
    const alice = await t.loginOk((await t.createOwner()).email);
    const bob = await t.loginOk((await t.createOwner()).email);

    expect((await logout(bob.access_token, alice.refresh_token)).statusCode).toBe(204);
    expect((await refresh(alice.refresh_token)).json()).toEqual(EXPIRED_SESSION);
    expect((await refresh(bob.refresh_token)).statusCode).toBe(200);
  });

  it('logout refuses a missing refresh token with a field message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/logout', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', fields: { refresh_token: 'リフレッシュトークンがありません' } });
  });
});

describe('token lifetimes', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ accessTokenTtlSeconds: 1, refreshTokenTtlDays: 2 / 86_400 });
  });
  afterAll(() => t?.close());

  it('an expired access token is refused as expired, and the refresh token gives a working one', async () => {
    const owner = await t.createOwner();
    await startOfSecond();
    const session = await t.loginOk(owner.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(session.access_token) })).statusCode).toBe(200);

    await sleep(1_100);
    const expired = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(session.access_token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ code: 'token_expired', message: 'ログインの有効期限が切れました。もう一度ログインしてください。' });

    await startOfSecond();
    const renewed = await t.app.inject({ method: 'POST', url: '/api/v1/access-token', payload: { refresh_token: session.refresh_token } });
    expect(renewed.statusCode).toBe(200);
    const { access_token } = accessTokenResponseSchema.parse(renewed.json());
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: owner.email });
  });

  it('logout after the access token expired still revokes the refresh token', async () => {
    const owner = await t.createOwner();
    await startOfSecond();
    const session = await t.loginOk(owner.email);
    await sleep(1_100);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: bearer(session.access_token),
      payload: { refresh_token: session.refresh_token },
    });
    expect(response.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'POST', url: '/api/v1/access-token', payload: { refresh_token: session.refresh_token } });
    expect(after.json()).toEqual(EXPIRED_SESSION);
  });

  it('a refresh token stops working when it expires', async () => {
    const owner = await t.createOwner();
    const session = await t.loginOk(owner.email);
    const before = await t.app.inject({ method: 'POST', url: '/api/v1/access-token', payload: { refresh_token: session.refresh_token } });
    expect(before.statusCode).toBe(200);

    await sleep(2_100);
    const after = await t.app.inject({ method: 'POST', url: '/api/v1/access-token', payload: { refresh_token: session.refresh_token } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(EXPIRED_SESSION);
  });
});
