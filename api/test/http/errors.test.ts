import { createTestContext, type TestContext } from '../helper';

const INTERNAL = { code: 'internal_error', message: 'サーバーでエラーが発生しました。時間をおいてもう一度お試しください。' };

describe('error answers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ rateLimit: { max: 1_000, notFoundMax: 5, timeWindowMs: 60_000 } });
  });
  afterAll(() => t?.close());

  it('an unknown path is 404 in the common shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', remoteAddress: '10.1.0.1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: '見つかりません' });
  });

  it('probing for paths is rate-limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await t.app.inject({ method: 'GET', url: `/probe/${i}`, remoteAddress: '10.1.0.2' })).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
  });

  it('a wrong method on a known path is 404 too, not a stack trace', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/login', remoteAddress: '10.1.0.3' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: '見つかりません' });
  });

  it('an unsupported body type is answered in Japanese', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'unsupported_media_type', message: 'この形式のリクエストには対応していません' });
  });

  it('a database failure is a 500 that shows none of its details', async () => {
    const owner = await t.createOwner();
    const failing = jest
      .spyOn(t.app.repositories.owners, 'findLiveByEmail')
      .mockRejectedValue(new Error('relation "owners" does not exist at 10.0.0.5:5432 password=hunter2'));

    const response = await t.login(owner.email);

    expect(failing).toHaveBeenCalled();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(INTERNAL);
    expect(response.body).not.toMatch(/relation|hunter2|5432|stack/);
  });

  it('a response that does not match its schema is a 500 too, not a leak of the extra fields', async () => {
    const owner = await t.createOwner();
    const session = await t.loginOk(owner.email);
    jest.spyOn(t.app.repositories.owners, 'findLiveById').mockResolvedValue({ ...owner, plan: 'secret-plan' as 'standard' });

    const response = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${session.access_token}` } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(INTERNAL);
    expect(response.body).not.toContain('secret-plan');
  });
});

describe('the general request limit', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ rateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  afterAll(() => t?.close());

  it('answers 429 in Japanese with Retry-After once an address exceeds it, but never limits the health check', async () => {
    const call = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/access-token', payload: { refresh_token: 'x' }, remoteAddress });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await call('10.2.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);

    const limited = await call('10.2.0.1');
    expect(limited.json()).toEqual({
      code: 'too_many_requests',
      message: 'リクエストが多すぎます。しばらく時間をおいてから再度お試しください。',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('10.2.0.2')).statusCode).toBe(401);

    for (let i = 0; i < 5; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.2.0.1' })).statusCode).toBe(200);
    }
  });
});
