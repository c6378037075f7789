import { HTTPError, TimeoutError } from 'ky';
import { configureAuth } from '../src/config';
import { httpClient } from '../src/http-client';
import { REFRESH_RETRY_DELAYS_MS } from '../src/refresh';
import { goToLogin } from '../src/navigation';
import { useSessionStore } from '../src/session-store';
import { AUTH_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../src/storage';
import { API_BASE_URL, deferred, demoLogin, jsonResponse, mockFetch, pathOf, seedSession, settle } from './fake-api';

jest.mock('../src/navigation', () => ({ goToLogin: jest.fn() }));

beforeAll(() => configureAuth({ apiBaseUrl: API_BASE_URL }));

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
});

afterEach(() => jest.useRealTimers());

describe('httpClient requests', () => {
  it('sends the stored access token as a bearer header, under the API prefix', async () => {
    seedSession();
    const fetchSpy = mockFetch(() => jsonResponse(200, { ok: true }));
    await expect(httpClient.get('me').json()).resolves.toEqual({ ok: true });
    const request = fetchSpy.mock.calls[0]?.[0];
    if (!(request instanceof Request)) throw new Error('ky should pass a Request');
    expect(request.url).toBe(`${API_BASE_URL}/me`);
    expect(request.headers.get('Authorization')).toBe('Bearer access-old');
    expect(request.headers.get('Accept')).toBe('application/json');
  });

  it('reads the token at each request, so a later sign-in is used at once', async () => {
    const seen: (string | null)[] = [];
    mockFetch((request) => {
      seen.push(request.headers.get('Authorization'));
      return jsonResponse(200, {});
    });
    await httpClient.get('public').json();
    seedSession({ ...demoLogin, access_token: 'access-later' });
    await httpClient.get('me').json();
    expect(seen).toEqual([null, 'Bearer access-later']);
  });

  it('sends JSON bodies as application/json', async () => {
    const received: { contentType: string | null; body: unknown }[] = [];
    mockFetch(async (request) => {
      received.push({ contentType: request.headers.get('Content-Type'), body: await request.json() });
      return jsonResponse(200, {});
    });
    await httpClient.post('things', { json: { name: 'テスト' } }).json();
    expect(received).toEqual([{ contentType: 'application/json', body: { name: 'テスト' } }]);
  });

  it('times out after 60 000 ms, not before', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const fetchSpy = mockFetch(() => new Promise<Response>(() => undefined));
    const outcome = httpClient.get('slow').then(
      () => 'resolved',
      (error: unknown) => error,
    );
    while (fetchSpy.mock.calls.length === 0) await Promise.resolve();
    await jest.advanceTimersByTimeAsync(59_999);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(TimeoutError);
  });

  it('does not retry failures on its own', async () => {
    const fetchSpy = mockFetch(() => jsonResponse(503, { code: 'unavailable', message: '停止中' }));
    await expect(httpClient.get('me')).rejects.toBeInstanceOf(HTTPError);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});

describe('httpClient on 401', () => {
  it('refreshes once for 50 requests that fail together and replays each once with the new token', async () => {
    seedSession();
    const refreshGate = deferred<void>();
    let refreshCalls = 0;
    let unauthorized = 0;
    const replays = new Map<string, number>();
    mockFetch(async (request) => {
      const path = pathOf(request);
      if (path === 'access-token') {
        refreshCalls += 1;
        expect(request.method).toBe('POST');
        expect(await request.json()).toEqual({ refresh_token: 'refresh-1' });
        await refreshGate.promise;
        return jsonResponse(200, { access_token: 'access-new' });
      }
      if (request.headers.get('Authorization') === 'Bearer access-new') {
        replays.set(path, (replays.get(path) ?? 0) + 1);
        return jsonResponse(200, { path });
      }
      unauthorized += 1;
      return jsonResponse(401, { code: 'token_expired', message: '期限切れ' });
    });

    const calls = Array.from({ length: 50 }, (_, i) => httpClient.get(`items/${i}`).json<{ path: string }>());
    while (unauthorized < 50) await settle();
    // Every request has had its 401 and is waiting on the one refresh before it may finish.
    await settle();
    expect(refreshCalls).toBe(1);
    refreshGate.resolve();

    const results = await Promise.all(calls);
    expect(results.map((r) => r.path)).toEqual(Array.from({ length: 50 }, (_, i) => `items/${i}`));
    expect(refreshCalls).toBe(1);
    expect(replays.size).toBe(50);
    expect([...replays.values()].every((count) => count === 1)).toBe(true);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toEqual({ ...demoLogin, access_token: 'access-new' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('access-new');
    expect(useSessionStore.getState().accessToken).toBe('access-new');
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('replays a request with its body intact', async () => {
    seedSession();
    const bodies: unknown[] = [];
    mockFetch(async (request) => {
      if (pathOf(request) === 'access-token') return jsonResponse(200, { access_token: 'access-new' });
      bodies.push(await request.json());
      return request.headers.get('Authorization') === 'Bearer access-new' ? jsonResponse(201, { saved: true }) : jsonResponse(401, {});
    });
    await expect(httpClient.post('things', { json: { name: '名前' } }).json()).resolves.toEqual({ saved: true });
    expect(bodies).toEqual([{ name: '名前' }, { name: '名前' }]);
  });

  it('does not retry a second 401 after the replay, and hands it to the caller', async () => {
    seedSession();
    let refreshCalls = 0;
    let meCalls = 0;
    mockFetch((request) => {
      if (pathOf(request) === 'access-token') {
        refreshCalls += 1;
        return jsonResponse(200, { access_token: 'access-new' });
      }
      meCalls += 1;
      return jsonResponse(401, { code: 'unauthorized', message: '認証が必要です' });
    });
    const error: unknown = await httpClient.get('me').json().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect(error instanceof HTTPError && error.response.status).toBe(401);
    expect(meCalls).toBe(2);
    expect(refreshCalls).toBe(1);
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('clears storage and goes to /login when no refresh token is stored', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'only-token');
    localStorage.setItem('some-section-setting', '1');
    useSessionStore.getState().syncFromStorage();
    const fetchSpy = mockFetch(() => jsonResponse(401, {}));
    await expect(httpClient.get('me').json()).rejects.toBeInstanceOf(HTTPError);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('clears storage and goes to /login when the refresh token is rejected', async () => {
    seedSession();
    localStorage.setItem('some-section-setting', '1');
    let meCalls = 0;
    mockFetch((request) => {
      if (pathOf(request) === 'access-token') return jsonResponse(401, { code: 'invalid_refresh_token', message: '無効' });
      meCalls += 1;
      return jsonResponse(401, {});
    });
    await expect(httpClient.get('me').json()).rejects.toBeInstanceOf(HTTPError);
    expect(meCalls).toBe(1);
    expect(localStorage.length).toBe(0);
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('sends the browser to /login once when the shared refresh is never answered, after its retries', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    seedSession();
    let refreshCalls = 0;
    mockFetch((request) => {
      if (pathOf(request) === 'access-token') {
        refreshCalls += 1;
        return Promise.reject(new TypeError('fetch failed'));
      }
      return jsonResponse(401, {});
    });
    const outcomes = Promise.allSettled(Array.from({ length: 10 }, (_, i) => httpClient.get(`items/${i}`)));
    await jest.advanceTimersByTimeAsync(REFRESH_RETRY_DELAYS_MS[0] - 1);
    expect(refreshCalls).toBe(1);
    expect(localStorage.length).toBeGreaterThan(0);
    await jest.advanceTimersByTimeAsync(REFRESH_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0));
    expect((await outcomes).every((o) => o.status === 'rejected')).toBe(true);
    expect(refreshCalls).toBe(1 + REFRESH_RETRY_DELAYS_MS.length);
    expect(localStorage.length).toBe(0);
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 500', () => jsonResponse(500, {})],
    ['a 503', () => jsonResponse(503, {})],
    ['a 429', () => jsonResponse(429, { code: 'too_many_requests', message: '混み合っています' })],
    ['a dropped connection', () => Promise.reject(new TypeError('fetch failed'))],
  ])('keeps the session through %s from access-token when a retry gets the token', async (_label, firstAnswer) => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    seedSession();
    let refreshCalls = 0;
    const sent: (string | null)[] = [];
    mockFetch((request) => {
      if (pathOf(request) === 'access-token') {
        refreshCalls += 1;
        return refreshCalls === 1 ? firstAnswer() : jsonResponse(200, { access_token: 'access-new' });
      }
      sent.push(request.headers.get('Authorization'));
      return request.headers.get('Authorization') === 'Bearer access-new' ? jsonResponse(200, { ok: true }) : jsonResponse(401, {});
    });
    const answer = httpClient.get('me').json();
    await jest.advanceTimersByTimeAsync(REFRESH_RETRY_DELAYS_MS[0]);
    expect(await answer).toEqual({ ok: true });
    expect(refreshCalls).toBe(2);
    expect(sent).toEqual(['Bearer access-old', 'Bearer access-new']);
    expect(goToLogin).not.toHaveBeenCalled();
    expect(useSessionStore.getState().accessToken).toBe('access-new');
  });

  it.each([
    ['a 401', () => jsonResponse(401, { code: 'invalid_refresh_token', message: '無効' })],
    ['a 400', () => jsonResponse(400, { code: 'validation_error', message: '不正' })],
    ['an answer without a token', () => jsonResponse(200, { unexpected: true })],
  ])('treats %s from access-token as a refused refresh, without trying again', async (_label, refreshAnswer) => {
    seedSession();
    let refreshCalls = 0;
    mockFetch((request) => {
      if (pathOf(request) !== 'access-token') return jsonResponse(401, {});
      refreshCalls += 1;
      return refreshAnswer();
    });
    await expect(httpClient.get('me')).rejects.toBeInstanceOf(HTTPError);
    expect(refreshCalls).toBe(1);
    expect(localStorage.length).toBe(0);
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('stops retrying without signing out when the session was replaced meanwhile', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    seedSession();
    let refreshCalls = 0;
    mockFetch((request) => {
      if (pathOf(request) === 'access-token') {
        refreshCalls += 1;
        return jsonResponse(503, {});
      }
      return jsonResponse(401, {});
    });
    const outcome = httpClient.get('me').then(
      () => 'resolved',
      (error: unknown) => error,
    );
    while (refreshCalls === 0) await Promise.resolve();
    // Signed in again in another tab while the first retry waits.
    seedSession({ ...demoLogin, access_token: 'access-other', refresh_token: 'refresh-2' });
    await jest.advanceTimersByTimeAsync(REFRESH_RETRY_DELAYS_MS[0]);
    expect(await outcome).toBeInstanceOf(HTTPError);
    expect(refreshCalls).toBe(1);
    expect(goToLogin).not.toHaveBeenCalled();
    expect(useSessionStore.getState().accessToken).toBe('access-other');
  });

  it('does not refresh on a 401 from the login URL', async () => {
    seedSession();
    const fetchSpy = mockFetch(() => jsonResponse(401, { code: 'invalid_credentials', message: 'メールアドレスまたはパスワードが正しくありません' }));
    await expect(httpClient.post('login', { json: { email: 'a@example.com', password: 'x' } })).rejects.toBeInstanceOf(HTTPError);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('access-old');
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('still refreshes when only a query string mentions login', async () => {
    seedSession();
    let refreshCalls = 0;
    mockFetch((request) => {
      if (pathOf(request) === 'access-token') {
        refreshCalls += 1;
        return jsonResponse(200, { access_token: 'access-new' });
      }
      return request.headers.get('Authorization') === 'Bearer access-new' ? jsonResponse(200, []) : jsonResponse(401, {});
    });
    await expect(httpClient.get('accounts', { searchParams: { type: 'login' } }).json()).resolves.toEqual([]);
    expect(refreshCalls).toBe(1);
  });

  it('refreshes on a 401 from a path that only contains the word, such as line-login-settings', async () => {
    seedSession();
    let refreshCalls = 0;
    mockFetch((request) => {
      if (pathOf(request) === 'access-token') {
        refreshCalls += 1;
        return jsonResponse(200, { access_token: 'access-new' });
      }
      return request.headers.get('Authorization') === 'Bearer access-new' ? jsonResponse(200, { enabled: true }) : jsonResponse(401, {});
    });
    await expect(httpClient.put('line-login-settings', { json: { enabled: true } }).json()).resolves.toEqual({ enabled: true });
    expect(refreshCalls).toBe(1);
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('replays with a token another request already renewed, without a second refresh', async () => {
    seedSession();
    let refreshCalls = 0;
    const slowAnswer = deferred<void>();
    mockFetch(async (request) => {
      const path = pathOf(request);
      if (path === 'access-token') {
        refreshCalls += 1;
        return jsonResponse(200, { access_token: 'access-new' });
      }
      if (request.headers.get('Authorization') === 'Bearer access-new') return jsonResponse(200, { path });
      // The slow request was sent with the old token and answers 401 only after the refresh is done.
      if (path === 'slow') await slowAnswer.promise;
      return jsonResponse(401, {});
    });
    const slow = httpClient.get('slow').json();
    await expect(httpClient.get('fast').json()).resolves.toEqual({ path: 'fast' });
    slowAnswer.resolve();
    await expect(slow).resolves.toEqual({ path: 'slow' });
    expect(refreshCalls).toBe(1);
  });
});
