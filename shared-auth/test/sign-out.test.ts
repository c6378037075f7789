import { configureAuth } from '../src/config';
import { useSessionStore } from '../src/session-store';
import { signOut } from '../src/sign-out';
import { API_BASE_URL, jsonResponse, mockFetch, seedSession } from './fake-api';

beforeAll(() => configureAuth({ apiBaseUrl: API_BASE_URL }));

beforeEach(() => {
  localStorage.clear();
  seedSession();
  localStorage.setItem('some-section-setting', '1');
});

describe('signOut', () => {
  it('calls logout with the refresh token, then clears all local storage and the session', async () => {
    const requests: { url: string; method: string; authorization: string | null; body: unknown }[] = [];
    mockFetch(async (request) => {
      requests.push({
        url: request.url,
        method: request.method,
        authorization: request.headers.get('Authorization'),
        body: await request.json(),
      });
      return new Response(null, { status: 204 });
    });

    await signOut();

    expect(requests).toEqual([
      { url: `${API_BASE_URL}/logout`, method: 'POST', authorization: 'Bearer access-old', body: { refresh_token: 'refresh-1' } },
    ]);
    expect(localStorage.length).toBe(0);
    expect(useSessionStore.getState()).toMatchObject({ accessToken: null, userName: null, agentId: null });
  });

  it.each([
    ['the API answers with an error', () => Promise.resolve(jsonResponse(500, {}))],
    ['the API cannot be reached', () => Promise.reject(new TypeError('fetch failed'))],
    ['the access token has expired', () => Promise.resolve(jsonResponse(401, {}))],
  ])('still signs out when %s, without trying a refresh', async (_label, answer) => {
    const fetchSpy = mockFetch(answer);
    await expect(signOut()).resolves.toBeUndefined();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
    expect(useSessionStore.getState().accessToken).toBeNull();
  });

  it('does not call logout when there is no refresh token to revoke', async () => {
    localStorage.clear();
    localStorage.setItem('token', 'only-token');
    const fetchSpy = mockFetch(() => new Response(null, { status: 204 }));
    await signOut();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });
});
