import { loginResponseSchema } from 'shared-contracts';
import { AGENT_ID_PATTERN } from '../../src/lib/security/agent-id';
import * as password from '../../src/lib/security/password';
import { createTestContext, type TestContext, TEST_PASSWORD } from '../helper';

const INVALID_CREDENTIALS = { code: 'invalid_credentials', message: 'メールアドレスまたはパスワードが正しくありません' };

describe('POST /api/v1/login', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  it('answers the four fields the console stores, with a verifiable short-lived access token', async () => {
    const owner = await t.createOwner({ name: '山田 花子' });
    const response = await t.login(owner.email);

    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.strict().parse(response.json());
    expect(body.user_name).toBe('山田 花子');
    expect(body.agent_id).toBe(owner.agentId);
    expect(body.agent_id).toMatch(AGENT_ID_PATTERN);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const claims = t.app.jwt.verify<{ sub: string; agent_id: string; iat: number; exp: number }>(body.access_token);
    expect(claims.sub).toBe(owner.id);
    expect(claims.agent_id).toBe(owner.agentId);
    expect(claims.exp - claims.iat).toBe(900);
    expect(t.app.jwt.decode<{ header: { alg: string } }>(body.access_token, { complete: true })?.header.alg).toBe('HS256');
  });

  it('accepts the mail address in any case and with surrounding spaces', async () => {
    const owner = await t.createOwner({ email: 'Mixed.Case@Example.com' });
    expect(owner.email).toBe('mixed.case@example.com');
    const response = await t.login('  MIXED.case@example.COM ');
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with one Japanese message', async () => {
    const owner = await t.createOwner();
    const response = await t.login(owner.email, 'not the password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID_CREDENTIALS);
  });

  it('answers an unknown address exactly like a wrong password, so accounts cannot be discovered', async () => {
    const response = await t.login('nobody@example.com', TEST_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID_CREDENTIALS);
  });

  it('checks a password for an unknown address too (against a dummy hash), so its answer takes as long', async () => {
    const verify = jest.spyOn(password, 'verifyPassword');
    await t.login('unknown@example.com', 'some password');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith(await password.dummyPasswordHash(), 'some password');
  });

  it('reports invalid fields in Japanese, keyed by field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'not-a-mail', password: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_error',
      message: '入力内容に誤りがあります',
      fields: { email: 'メールアドレスの形式が正しくありません', password: 'パスワードを入力してください' },
    });
  });

  it('reports missing fields in Japanese', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_error',
      message: '入力内容に誤りがあります',
      fields: { email: 'メールアドレスを入力してください', password: 'パスワードを入力してください' },
    });
  });

  it('answers a body that is not JSON with a Japanese error, not a parser message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', message: 'リクエストの形式が正しくありません' });
  });

  it('answers a request without a body with a Japanese validation error', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', message: '入力内容に誤りがあります' });
  });
});
