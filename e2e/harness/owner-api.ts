// The owner's API, called the way the console calls it, for specs that set something up (or read
// what a visitor left) without walking through the console's screens for it. The harness gives
// access tokens a life of seconds, so each call signs in again unless the last token is fresh.
import assert from 'node:assert/strict';

export interface OwnerApi {
  /** The parsed JSON body; fails the test on any status but the expected one (default 2xx). */
  json<T>(method: string, path: string, body?: unknown, expected?: number): Promise<T>;
  /** The raw response, whatever its status. */
  request(method: string, path: string, body?: unknown): Promise<Response>;
}

const TOKEN_REUSE_MS = 2_000;

export function ownerApi(apiUrl: string, owner: { email: string; password: string }): OwnerApi {
  let token: { value: string; at: number } | null = null;
  const accessToken = async (): Promise<string> => {
    if (token && Date.now() - token.at < TOKEN_REUSE_MS) return token.value;
    const response = await fetch(`${apiUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(owner),
    });
    assert.equal(response.status, 200, `owner sign-in: ${response.status}`);
    const { access_token } = (await response.json()) as { access_token: string };
    token = { value: access_token, at: Date.now() };
    return access_token;
  };
  const request = async (method: string, path: string, body?: unknown): Promise<Response> =>
    fetch(`${apiUrl}/api/v1/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    request,
    async json<T>(method: string, path: string, body?: unknown, expected?: number): Promise<T> {
      const response = await request(method, path, body);
      const text = await response.text();
      if (expected === undefined) assert.ok(response.ok, `${method} ${path}: ${response.status} ${text}`);
      else assert.equal(response.status, expected, `${method} ${path}: ${response.status} ${text}`);
      return (text === '' ? null : JSON.parse(text)) as T;
    },
  };
}
