import { accessTokenResponseSchema, type LoginResponse } from 'shared-contracts';
import { bearer, createTestContext, sleep, type TestContext, TEST_JWT_SECRET, testDatabase } from '../helper';
import { inOneMinute, signHs256 } from '../jwt';
import { decodeJwt } from '../public/jwt-claims';

const EXPIRED_SESSION = { code: 'invalid_refresh_token', message: 'ログインの有効期限が切れました。もう一度ログインしてください。' };
const UNAUTHORIZED = { code: 'unauthorized', message: 'ログインが必要です。もう一度ログインしてください。' };

/** Issue #41 point 2 (rotation with reuse detection) and point 8 (logout ends the access token too). */
describe(`refresh token rotation (${testDatabase})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    // A grace long enough for the racing tests below (the default is 30 s).
    t = await createTestContext({ refreshTokenReuseGraceSeconds: 30 });
  });
  afterAll(() => t?.close());

  const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/v1/access-token', payload: { refresh_token: refreshToken } });
  const refreshOk = async (refreshToken: string) => {
    const response = await refresh(refreshToken);
    if (response.statusCode !== 200) throw new Error(`refresh: ${response.statusCode} ${response.body}`);
    return accessTokenResponseSchema.strict().parse(response.json());
  };
  const me = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(accessToken) });
  const logout = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/v1/logout', payload: { refresh_token: refreshToken } });
  const signIn = async (): Promise<LoginResponse> => t.loginOk((await t.createOwner()).email);
  const familyRows = async (ownerId: string) =>
    t.app.database.db.query.refreshTokens.findMany({ where: (r, { eq }) => eq(r.ownerId, ownerId), orderBy: (r, { asc }) => [asc(r.createdAt)] });

  it('answers a new refresh token with every access token, and the chain of successors keeps working', async () => {
    const session = await signIn();
    let current = session.refresh_token;
    const seen = new Set([current]);
    for (let i = 0; i < 3; i += 1) {
      const answer = await refreshOk(current);
      expect(answer.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(seen.has(answer.refresh_token)).toBe(false);
      seen.add(answer.refresh_token);
      expect((await me(answer.access_token)).statusCode).toBe(200);
      current = answer.refresh_token;
    }
  });

  it('keeps the sign-in’s expiry: rotation never stretches a session', async () => {
    const owner = await t.createOwner();
    const session = await t.loginOk(owner.email);
    await refreshOk(session.refresh_token);
    const rows = await familyRows(owner.id);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);
    expect(rows[1]?.expiresAt.getTime()).toBe(rows[0]?.expiresAt.getTime());
    expect(rows[0]?.rotatedAt).not.toBeNull();
    expect(rows[1]?.rotatedAt).toBeNull();
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('access tokens name their session (sid) and a token without one is refused', async () => {
    const owner = await t.createOwner();
    const session = await t.loginOk(owner.email);
    const sid = decodeJwt(session.access_token).sid;
    expect((await familyRows(owner.id))[0]?.familyId).toBe(sid);
    const withoutSession = signHs256({ sub: owner.id, agent_id: owner.agentId, ...inOneMinute() }, TEST_JWT_SECRET);
    expect((await me(withoutSession)).json()).toEqual(UNAUTHORIZED);
    const foreignSession = signHs256({ sub: owner.id, agent_id: owner.agentId, sid: '00000000-0000-4000-8000-000000000000', ...inOneMinute() }, TEST_JWT_SECRET);
    expect((await me(foreignSession)).json()).toEqual(UNAUTHORIZED);
    // Another owner's session id does not make a token of this owner work.
    const other = await t.loginOk((await t.createOwner()).email);
    const borrowed = signHs256({ sub: owner.id, agent_id: owner.agentId, sid: decodeJwt(other.access_token).sid, ...inOneMinute() }, TEST_JWT_SECRET);
    expect((await me(borrowed)).json()).toEqual(UNAUTHORIZED);
  });

  it('two tabs refreshing with the same token at once both get the same successor, and the session lives on', async () => {
    const owner = await t.createOwner();
    const session = await t.loginOk(owner.email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(session.refresh_token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const successors = new Set(answers.map((a) => accessTokenResponseSchema.parse(a.json()).refresh_token));
    expect(successors.size).toBe(1);
    // Exactly one rotation happened: the sign-in's token and one successor.
    expect(await familyRows(owner.id)).toHaveLength(2);
    const [successor = ''] = successors;
    const next = await refreshOk(successor);
    expect((await me(next.access_token)).statusCode).toBe(200);
  });

  it('a retired token sent again within the grace gets the same successor (a lost answer tried again)', async () => {
    const session = await signIn();
    const first = await refreshOk(session.refresh_token);
    const again = await refreshOk(session.refresh_token);
    expect(again.refresh_token).toBe(first.refresh_token);
    expect((await me(again.access_token)).statusCode).toBe(200);
    expect((await refreshOk(first.refresh_token)).refresh_token).not.toBe(first.refresh_token);
  });

  it('a retired token whose successor was used in turn is reuse: the whole family is revoked, access tokens included', async () => {
    const session = await signIn();
    const first = await refreshOk(session.refresh_token);
    const second = await refreshOk(first.refresh_token);
    expect((await me(second.access_token)).statusCode).toBe(200);

    // A copy of the sign-in's token, taken before the owner's tab rotated it twice, is presented.
    expect((await refresh(session.refresh_token)).json()).toEqual(EXPIRED_SESSION);
    expect((await refresh(second.refresh_token)).json()).toEqual(EXPIRED_SESSION);
    expect((await me(second.access_token)).json()).toEqual(UNAUTHORIZED);
    expect((await me(session.access_token)).json()).toEqual(UNAUTHORIZED);
  });

  it("reuse revokes only that sign-in: the owner's other sessions and other owners stay signed in", async () => {
    const owner = await t.createOwner();
    const laptop = await t.loginOk(owner.email);
    const tablet = await t.loginOk(owner.email);
    const other = await signIn();
    const a = await refreshOk(laptop.refresh_token);
    await refreshOk(a.refresh_token);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(401);

    expect((await me(tablet.access_token)).statusCode).toBe(200);
    expect((await refreshOk(tablet.refresh_token)).refresh_token).toBeTruthy();
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it('logout ends the access token at once, not when it expires 15 minutes later (point 8)', async () => {
    const session = await signIn();
    expect((await me(session.access_token)).statusCode).toBe(200);
    expect((await logout(session.refresh_token)).statusCode).toBe(204);
    expect((await me(session.access_token)).json()).toEqual(UNAUTHORIZED);
    expect((await refresh(session.refresh_token)).json()).toEqual(EXPIRED_SESSION);
  });

  it('logout with the latest token ends every token and access token of the sign-in, and leaves other sign-ins be', async () => {
    const owner = await t.createOwner();
    const session = await t.loginOk(owner.email);
    const other = await t.loginOk(owner.email);
    const rotated = await refreshOk(session.refresh_token);
    expect((await logout(rotated.refresh_token)).statusCode).toBe(204);
    for (const accessToken of [session.access_token, rotated.access_token]) expect((await me(accessToken)).statusCode).toBe(401);
    // Within the grace too: a revoked family has no successor to give.
    expect((await refresh(session.refresh_token)).json()).toEqual(EXPIRED_SESSION);
    expect((await refresh(rotated.refresh_token)).json()).toEqual(EXPIRED_SESSION);
    expect((await me(other.access_token)).statusCode).toBe(200);
    expect((await familyRows(owner.id)).filter((r) => r.revokedAt !== null)).toHaveLength(2);
  });

  it('logout with a retired token of the sign-in ends it too (holding any of its tokens is the proof)', async () => {
    const session = await signIn();
    const rotated = await refreshOk(session.refresh_token);
    expect((await logout(session.refresh_token)).statusCode).toBe(204);
    expect((await me(rotated.access_token)).statusCode).toBe(401);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('a deleted owner’s session ends at once, for access and refresh tokens', async () => {
    const owner = await t.createOwner();
    const session = await t.loginOk(owner.email);
    await t.app.repositories.owners.softDelete(owner.id);
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });
});

describe(`refresh token reuse after the grace (${testDatabase})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ refreshTokenReuseGraceSeconds: 0.3 });
  });
  afterAll(() => t?.close());

  const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/v1/access-token', payload: { refresh_token: refreshToken } });

  it('a retired token sent again after the grace revokes the family, even when its successor was never used', async () => {
    const session = await t.loginOk((await t.createOwner()).email);
    const rotated = accessTokenResponseSchema.parse((await refresh(session.refresh_token)).json());
    await sleep(400);
    expect((await refresh(session.refresh_token)).json()).toEqual(EXPIRED_SESSION);
    // The attacker's replay took the legitimate holder's successor down with it.
    expect((await refresh(rotated.refresh_token)).json()).toEqual(EXPIRED_SESSION);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(rotated.access_token) })).statusCode).toBe(401);
  });
});
