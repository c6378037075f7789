import { configureAuth } from '../src/config';
import { ApiRequestError } from '../src/errors';
import { goToLogin } from '../src/navigation';
import { useSessionStore } from '../src/session-store';
import { signIn } from '../src/sign-in';
import { AUTH_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../src/storage';
import { API_BASE_URL, demoLogin, jsonResponse, mockFetch, pathOf } from './fake-api';

jest.mock('../src/navigation', () => ({ goToLogin: jest.fn() }));

beforeAll(() => configureAuth({ apiBaseUrl: API_BASE_URL }));

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
});

const credentials = { email: 'owner@example.com', password: 'correct horse' };

describe('signIn', () => {
  it('posts the credentials to login and stores the whole response under both keys', async () => {
    const response = { ...demoLogin, expires_in: 900 };
    const requests: { path: string; method: string; body: unknown }[] = [];
    mockFetch(async (request) => {
      requests.push({ path: pathOf(request), method: request.method, body: await request.json() });
      return jsonResponse(200, response);
    });

    await expect(signIn(credentials)).resolves.toEqual(response);

    expect(requests).toEqual([{ path: 'login', method: 'POST', body: credentials }]);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toEqual(response);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(demoLogin.access_token);
    expect(useSessionStore.getState()).toMatchObject({ accessToken: 'access-old', userName: '山田太郎', agentId: 'AG-0001' });
  });

  it('rejects with the API message on wrong credentials, without refreshing or storing', async () => {
    const fetchSpy = mockFetch(() =>
      jsonResponse(401, { code: 'invalid_credentials', message: 'メールアドレスまたはパスワードが正しくありません' }),
    );
    const error: unknown = await signIn(credentials).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_credentials', message: 'メールアドレスまたはパスワードが正しくありません' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('rejects with a Japanese network message when the API cannot be reached', async () => {
    mockFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(signIn(credentials)).rejects.toMatchObject({
      code: 'network_error',
      message: 'サーバーに接続できません。通信環境を確認してもう一度お試しください。',
    });
  });

  it('refuses a response without the session fields, storing nothing', async () => {
    mockFetch(() => jsonResponse(200, { access_token: 'only-this' }));
    await expect(signIn(credentials)).rejects.toMatchObject({ code: 'invalid_response' });
    expect(localStorage.length).toBe(0);
    expect(useSessionStore.getState().accessToken).toBeNull();
  });
});
