import { configureAuth } from '../src/config';
import { ApiRequestError } from '../src/errors';
import { goToLogin } from '../src/navigation';
import { useSessionStore } from '../src/session-store';
import { AUTH_STORAGE_KEY } from '../src/storage';
import { REQUEST_TIMEOUT_MS } from '../src/timeouts';
import { uploadWithProgress } from '../src/upload';
import { API_BASE_URL, jsonResponse, mockFetch, pathOf, seedSession } from './fake-api';
import { FakeXhr } from '../src/testing/fake-xhr';

jest.mock('../src/navigation', () => ({ goToLogin: jest.fn() }));

beforeAll(() => configureAuth({ apiBaseUrl: API_BASE_URL }));

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  FakeXhr.install();
});

afterEach(() => jest.useRealTimers());

function form(): FormData {
  const body = new FormData();
  body.append('file', new Blob(['png bytes'], { type: 'image/png' }), 'dot.png');
  return body;
}

describe('uploadWithProgress', () => {
  it('POSTs the form under the API prefix with the bearer token, reports progress and resolves with the JSON', async () => {
    seedSession();
    const progress: number[] = [];
    const body = form();
    const done = uploadWithProgress('media', body, { onProgress: ({ loaded, total }) => progress.push(loaded / total) });
    const xhr = await FakeXhr.nth(0);
    expect(xhr).toMatchObject({ method: 'POST', url: `${API_BASE_URL}/media`, body });
    expect(xhr.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer access-old' });
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(201, { id: 'm1' });
    await expect(done).resolves.toEqual({ id: 'm1' });
    expect(progress).toEqual([0.25, 1]);
  });

  it('answers an API refusal as ApiRequestError with its Japanese message', async () => {
    seedSession();
    const done = uploadWithProgress('media', form());
    (await FakeXhr.nth(0)).respond(415, { code: 'unsupported_media_type', message: 'この形式のファイルはアップロードできません' });
    await expect(done).rejects.toMatchObject({ status: 415, code: 'unsupported_media_type', message: 'この形式のファイルはアップロードできません' });
  });

  it('refreshes the token once on a 401 (the same refresh httpClient uses) and sends the file again', async () => {
    seedSession();
    const fetchSpy = mockFetch((request) =>
      pathOf(request) === 'access-token' ? jsonResponse(200, { access_token: 'access-new' }) : jsonResponse(404, {}),
    );
    const done = uploadWithProgress('media', form());
    (await FakeXhr.nth(0)).respond(401, { code: 'token_expired', message: '期限切れ' });
    const retry = await FakeXhr.nth(1);
    expect(retry.headers['Authorization']).toBe('Bearer access-new');
    retry.respond(201, { id: 'm2' });
    await expect(done).resolves.toEqual({ id: 'm2' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}')).toMatchObject({ access_token: 'access-new' });
  });

  it('gives up after the single repeat, and ends the session when no refresh is possible', async () => {
    seedSession({ access_token: 'access-old', refresh_token: '', user_name: 'x', agent_id: 'y' });
    const done = uploadWithProgress('media', form());
    (await FakeXhr.nth(0)).respond(401, { code: 'unauthorized', message: 'ログインが必要です' });
    await expect(done).rejects.toMatchObject({ status: 401 });
    expect(FakeXhr.sent).toHaveLength(1);
    expect(goToLogin).toHaveBeenCalled();
  });

  it('says the network failed when no answer comes', async () => {
    seedSession();
    const done = uploadWithProgress('media', form());
    (await FakeXhr.nth(0)).fail();
    await expect(done).rejects.toMatchObject({ status: null, code: 'network_error' });
  });

  it('times out after 60 s without progress, not 60 s in all', async () => {
    jest.useFakeTimers();
    seedSession();
    const done = uploadWithProgress('media', form());
    const xhr = FakeXhr.sent[0] as FakeXhr;
    jest.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1000);
    xhr.progress(10, 100);
    jest.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1000);
    expect(xhr.aborted).toBe(false);
    jest.advanceTimersByTime(1000);
    expect(xhr.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ code: 'timeout' });
  });

  it('stops when its signal aborts', async () => {
    seedSession();
    const controller = new AbortController();
    const done = uploadWithProgress('media', form(), { signal: controller.signal });
    const xhr = await FakeXhr.nth(0);
    controller.abort();
    await expect(done).rejects.toBeInstanceOf(ApiRequestError);
    await expect(done).rejects.toMatchObject({ code: 'aborted' });
    expect(xhr.aborted).toBe(true);
  });
});
