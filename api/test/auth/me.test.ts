import { meResponseSchema } from 'shared-contracts';
import { bearer, createTestContext, type TestContext, TEST_JWT_SECRET } from '../helper';
import { inOneMinute, signHs256, unsigned } from '../jwt';
import { decodeJwt } from '../public/jwt-claims';

const UNAUTHORIZED = { code: 'unauthorized', message: 'ログインが必要です。もう一度ログインしてください。' };

describe('GET /api/v1/me', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers });

  it('answers the signed-in owner', async () => {
    const owner = await t.createOwner({ name: '佐藤 一郎', email: 'ichiro@example.com' });
    const session = await t.loginOk(owner.email);
    const response = await me(bearer(session.access_token));

    expect(response.statusCode).toBe(200);
    expect(meResponseSchema.strict().parse(response.json())).toEqual({
      name: '佐藤 一郎',
      email: 'ichiro@example.com',
      agent_id: owner.agentId,
      plan: 'standard',
      time_zone: 'Asia/Tokyo',
    });
  });

  it('answers the time zone the owner set for business hours, the one the console prints times in', async () => {
    const owner = await t.createOwner();
    const session = await t.loginOk(owner.email);
    const headers = bearer(session.access_token);
    const fixed = await t.app.inject({ method: 'GET', url: '/api/v1/fixed-messages', headers });
    const { updated_at: _updated, ...document } = fixed.json<{ business_hours: Record<string, unknown> } & Record<string, unknown>>();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/fixed-messages',
      headers,
      payload: { ...document, business_hours: { ...document.business_hours, timezone: 'America/New_York' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(meResponseSchema.parse((await me(headers)).json()).time_zone).toBe('America/New_York');
    // Another owner keeps the default.
    const other = await t.createOwner();
    expect(meResponseSchema.parse((await me(bearer((await t.loginOk(other.email)).access_token))).json()).time_zone).toBe('Asia/Tokyo');
  });

  it('refuses a request without a token, with a Bearer challenge', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it.each([
    ['a malformed header', 'Token abc'],
    ['garbage', 'Bearer not.a.jwt'],
  ])('refuses %s', async (_label, authorization) => {
    const response = await me({ authorization });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('refuses a token signed with another secret', async () => {
    const owner = await t.createOwner();
    const forged = signHs256({ sub: owner.id, agent_id: owner.agentId, ...inOneMinute() }, 'another-secret-that-is-long-enough-too!!');
    expect((await me(bearer(forged))).json()).toEqual(UNAUTHORIZED);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const owner = await t.createOwner();
    const token = unsigned({ sub: owner.id, agent_id: owner.agentId, ...inOneMinute() });
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('accepts a correctly hand-signed token of a live session (so the refusals below are about their claims)', async () => {
    const owner = await t.createOwner();
    const { sid } = decodeJwt((await t.loginOk(owner.email)).access_token);
    const token = signHs256({ sub: owner.id, agent_id: owner.agentId, sid, ...inOneMinute() }, TEST_JWT_SECRET);
    expect((await me(bearer(token))).statusCode).toBe(200);
  });

  it('refuses a correctly signed token that never expires', async () => {
    const owner = await t.createOwner();
    const { sid } = decodeJwt((await t.loginOk(owner.email)).access_token);
    const forever = signHs256({ sub: owner.id, agent_id: owner.agentId, sid, iat: Math.floor(Date.now() / 1000) }, TEST_JWT_SECRET);
    expect((await me(bearer(forever))).json()).toEqual(UNAUTHORIZED);
  });

  it('refuses a correctly signed token whose subject is not an owner id', async () => {
    const sign = (claims: object) => signHs256({ ...claims, ...inOneMinute() }, TEST_JWT_SECRET);
    expect((await me(bearer(sign({ sub: 'admin', agent_id: 'agt_x' })))).json()).toEqual(UNAUTHORIZED);
    expect((await me(bearer(sign({ sub: '00000000-0000-4000-8000-000000000000', agent_id: 'agt_x' })))).json()).toEqual(UNAUTHORIZED);
  });
});
