import ky, { type AfterResponseHook, type BeforeRequestHook, type Input, type KyInstance, type Options } from 'ky';
import { getApiBaseUrl } from './config';
import { accessTokenAfterUnauthorized } from './refresh';
import { readStoredAuth } from './storage';
import { REQUEST_TIMEOUT_MS } from './timeouts';

function bearer(token: string): string {
  return `Bearer ${token}`;
}

const addBearer: BeforeRequestHook = (request) => {
  const accessToken = readStoredAuth()?.access_token;
  if (accessToken) request.headers.set('Authorization', bearer(accessToken));
};

// SPEC §8 exempts URLs containing 'login': its point is that a failed sign-in (401, wrong password)
// must not trigger a refresh. Read literally it would also exempt our own line-login-settings, whose
// 401 would then end the session instead of refreshing it, so the exemption is the sign-in call
// itself: a path whose last segment is 'login'. Only the path is looked at, so an API host or a
// search term that happens to contain the word cannot switch the refresh off.
function isLoginCall(url: string): boolean {
  return new URL(url).pathname.split('/').filter(Boolean).at(-1) === 'login';
}

// The replay goes out through a client without the 401 hook: that is what makes "retry once" hold,
// a second 401 is handed back to the caller as it is. Its own errors are not thrown here but
// returned, so the caller gets the usual HTTPError for the original request.
const replayClient = ky.create({ retry: 0, timeout: REQUEST_TIMEOUT_MS, throwHttpErrors: false });

const refreshOnUnauthorized: AfterResponseHook = async (request, _options, response) => {
  if (response.status !== 401 || isLoginCall(request.url)) return undefined;
  const accessToken = await accessTokenAfterUnauthorized(request.headers.get('Authorization'));
  // null: the session has ended (storage cleared, browser on its way to /login); the 401 stands.
  if (accessToken === null) return undefined;
  const replay = request.clone();
  replay.headers.set('Authorization', bearer(accessToken));
  return replayClient(replay);
};

function createClient(prefixUrl: string): KyInstance {
  return ky.create({
    prefixUrl,
    timeout: REQUEST_TIMEOUT_MS,
    // SPEC §9 allows one retry, after a 401 refresh (above); ky's default retries on 5xx would add more.
    retry: 0,
    headers: { Accept: 'application/json' },
    hooks: { beforeRequest: [addBearer], afterResponse: [refreshOnUnauthorized] },
  });
}

let cached: { prefixUrl: string; client: KyInstance } | null = null;

// The prefix is read at each call, not at import: the apps learn it from runtime-config.json after
// this module (a shared singleton) has already been loaded.
function currentClient(): KyInstance {
  const prefixUrl = getApiBaseUrl();
  if (cached?.prefixUrl !== prefixUrl) cached = { prefixUrl, client: createClient(prefixUrl) };
  return cached.client;
}

function request<T>(url: Input, options?: Options) {
  return currentClient()<T>(url, options);
}

// Omit<..., never> keeps the methods and drops the call signature, which `request` supplies.
const members: Omit<KyInstance, never> = {
  get: <T>(url: Input, options?: Options) => currentClient().get<T>(url, options),
  post: <T>(url: Input, options?: Options) => currentClient().post<T>(url, options),
  put: <T>(url: Input, options?: Options) => currentClient().put<T>(url, options),
  delete: <T>(url: Input, options?: Options) => currentClient().delete<T>(url, options),
  patch: <T>(url: Input, options?: Options) => currentClient().patch<T>(url, options),
  head: (url: Input, options?: Options) => currentClient().head(url, options),
  create: (defaultOptions?: Options) => currentClient().create(defaultOptions),
  extend: (defaultOptions: Options | ((parentOptions: Options) => Options)) => currentClient().extend(defaultOptions),
  stop: ky.stop,
};

/**
 * The API client: `httpClient.get('me').json()` (paths without a leading slash). JSON, 60 s time-out,
 * bearer token from storage on every request, one shared token refresh on 401.
 */
export const httpClient: KyInstance = Object.assign(request, members);
