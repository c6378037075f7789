import { configureAuth } from '../config';
import { useSessionStore } from '../session-store';
import { storeAuth } from '../storage';

/**
 * The HTTP edge of a section test: global fetch (which shared-auth's ky client uses) answered by
 * handlers the test registers, keyed by method and API path ("PUT chat-ui-settings",
 * "DELETE quick-replies/:id"). Every request is recorded with its parsed JSON body, so a test can
 * assert on what was sent, or that nothing was. Anything unregistered answers 404 and fails loudly.
 */

export const API_BASE_URL = 'http://api.test/api/v1';

export interface RecordedRequest {
  method: string;
  /** Below the API prefix, without a leading slash: "quick-replies/order". */
  path: string;
  search: string;
  body: unknown;
  headers: Headers;
}

export type FakeHandler = (request: RecordedRequest, params: Record<string, string>) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The API's validation refusal: 400 with a field message per request path. */
export function validationError(fields: Record<string, string>): Response {
  return json(400, { code: 'validation_error', message: '入力内容を確認してください', fields });
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i] ?? '';
    const actual = got[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface FakeApi {
  on(method: string, pattern: string, handler: FakeHandler): FakeApi;
  requests: RecordedRequest[];
  /** The recorded requests of one method and path. */
  sent(method: string, path: string): RecordedRequest[];
}

/** Signs a demo owner in, points shared-auth at the fake API and answers its fetches. */
export function installFakeApi(): FakeApi {
  configureAuth({ apiBaseUrl: API_BASE_URL });
  storeAuth({ access_token: 'access-1', refresh_token: 'refresh-1', user_name: '山田 花子', agent_id: 'agt_demo' });
  useSessionStore.getState().syncFromStorage();

  const handlers: { method: string; pattern: string; handler: FakeHandler }[] = [];
  const requests: RecordedRequest[] = [];
  const api: FakeApi = {
    on(method, pattern, handler) {
      handlers.unshift({ method, pattern, handler });
      return api;
    },
    requests,
    sent: (method, path) => requests.filter((r) => r.method === method && r.path === path),
  };

  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api\/v1\//, ''),
      search: url.search,
      body: await readBody(request),
      headers: request.headers,
    };
    requests.push(recorded);
    for (const { method, pattern, handler } of handlers) {
      if (method !== recorded.method) continue;
      const params = matchPath(pattern, recorded.path);
      if (params) return handler(recorded, params);
    }
    return json(404, { code: 'not_found', message: `fake API: no handler for ${recorded.method} ${recorded.path}` });
  });
  return api;
}

/** A promise the test settles by hand, to hold a response until the test says so. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
