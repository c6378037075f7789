import type { KyInstance } from 'ky';
import { configureAuth } from '../src/config';
import { httpClient } from '../src/http-client';
import { goToLogin } from '../src/navigation';
import { useSessionStore } from '../src/session-store';
import { AUTH_STORAGE_KEY, readStoredAuth } from '../src/storage';
import { API_BASE_URL, deferred, mockFetch, pathOf, seedSession, settle } from './fake-api';
import { fakeLockManager, rotatingApi } from './rotating-api';

jest.mock('../src/navigation', () => ({ goToLogin: jest.fn() }));

/**
 * Issue #41 point 2: the API rotates refresh tokens and revokes a sign-in whose retired token comes
 * back. The console stores each new refresh token, refreshes once for any number of refused calls,
 * once for all its tabs, and is signed out when its sign-in was revoked.
 */

interface Tab {
  httpClient: KyInstance;
  accessToken(): string | null;
  goToLogin: jest.Mock;
}

/** Another tab of the console: its own copy of every module (its own single flight), the same storage and the same Web Locks. */
async function openTab(): Promise<Tab> {
  let tab: Tab | undefined;
  await jest.isolateModulesAsync(async () => {
    (await import('../src/config')).configureAuth({ apiBaseUrl: API_BASE_URL });
    const client = (await import('../src/http-client')).httpClient;
    const store = (await import('../src/session-store')).useSessionStore;
    const navigation = await import('../src/navigation');
    tab = { httpClient: client, accessToken: () => store.getState().accessToken, goToLogin: navigation.goToLogin as jest.Mock };
  });
  if (!tab) throw new Error('the tab did not load');
  return tab;
}

const thisTab: Tab = { httpClient, accessToken: () => useSessionStore.getState().accessToken, goToLogin: goToLogin as jest.Mock };

function useWebLocks(locks: ReturnType<typeof fakeLockManager> | undefined): void {
  Object.defineProperty(window.navigator, 'locks', { value: locks, configurable: true });
}

/** Fires `count` calls from the tab at once; resolves with their outcomes once all settled. */
function calls(tab: Tab, count: number, prefix: string) {
  return Promise.allSettled(Array.from({ length: count }, (_, i) => tab.httpClient.get(`${prefix}/${i}`).json<{ path: string }>()));
}

beforeAll(() => configureAuth({ apiBaseUrl: API_BASE_URL }));

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  jest.clearAllMocks();
  useWebLocks(fakeLockManager());
});

afterEach(() => jest.restoreAllMocks());

describe('refresh token rotation', () => {
  it('100 calls refused together cause exactly one refresh, whose new refresh token is stored, and the next one uses it', async () => {
    const api = rotatingApi({ graceMs: 5_000 });
    const session = api.signIn();
    seedSession(session);
    api.expireAccessTokens();
    const gate = deferred<void>();
    let refused = 0;
    mockFetch(async (request) => {
      if (pathOf(request) === 'access-token') await gate.promise;
      const response = await api.handle(request);
      if (response.status === 401 && pathOf(request) !== 'access-token') refused += 1;
      return response;
    });

    const first = calls(thisTab, 100, 'items');
    while (refused < 100) await settle();
    await settle();
    gate.resolve();
    const outcomes = await first;

    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(100);
    expect(api.log.refreshes).toEqual([{ sent: session.refresh_token, status: 200 }]);
    const stored = readStoredAuth();
    expect(stored?.refresh_token).not.toBe(session.refresh_token);
    expect(stored).toMatchObject({ user_name: session.user_name, agent_id: session.agent_id });
    expect(thisTab.accessToken()).toBe(stored?.access_token);

    // The next expiry: one refresh again, with the rotated token (the retired one would be reuse).
    api.expireAccessTokens();
    refused = 0;
    const second = await calls(thisTab, 100, 'more');
    expect(second.every((o) => o.status === 'fulfilled')).toBe(true);
    expect(api.log.refreshes).toEqual([
      { sent: session.refresh_token, status: 200 },
      { sent: stored?.refresh_token, status: 200 },
    ]);
    expect(api.isRevoked(readStoredAuth()?.refresh_token ?? '')).toBe(false);
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('a reused refresh token revokes the sign-in: the tab is signed out at its next refresh, once', async () => {
    let clock = 0;
    const api = rotatingApi({ graceMs: 5_000, now: () => clock });
    const session = api.signIn();
    seedSession(session);
    localStorage.setItem('some-section-setting', '1');
    mockFetch((request) => api.handle(request));
    api.expireAccessTokens();
    await expect(thisTab.httpClient.get('first').json()).resolves.toEqual({ path: 'first' });
    expect(readStoredAuth()?.refresh_token).not.toBe(session.refresh_token);

    // Someone replays a copy of the sign-in's first refresh token, long after the tab rotated it.
    clock += 60_000;
    const replay = await fetch(`${API_BASE_URL}/access-token`, { method: 'POST', body: JSON.stringify({ refresh_token: session.refresh_token }) });
    expect(replay.status).toBe(401);

    // The tab's access token died with its family; its refresh is refused, and it signs out.
    const outcomes = await calls(thisTab, 10, 'after');
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(api.log.refreshes.map((r) => r.status)).toEqual([200, 401, 401]);
    expect(localStorage.length).toBe(0);
    expect(thisTab.accessToken()).toBeNull();
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('a tab holding a retired copy of the token is signed out rather than kept on it', async () => {
    let clock = 0;
    const api = rotatingApi({ graceMs: 5_000, now: () => clock });
    const session = api.signIn();
    mockFetch((request) => api.handle(request));
    seedSession(session);
    api.expireAccessTokens();
    await thisTab.httpClient.get('first').json();
    // The storage is put back to the sign-in's answer (a restored profile, a copied localStorage).
    clock += 60_000;
    seedSession(session);
    await expect(thisTab.httpClient.get('second').json()).rejects.toThrow();
    expect(api.log.refreshes.map((r) => r.status)).toEqual([200, 401]);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });
});

describe('two tabs', () => {
  it('with Web Locks, 50 refused calls in each tab cause one refresh for the whole browser', async () => {
    const locks = fakeLockManager();
    useWebLocks(locks);
    const api = rotatingApi({ graceMs: 5_000 });
    const session = api.signIn();
    seedSession(session);
    const [a, b] = [await openTab(), await openTab()];
    api.expireAccessTokens();
    const gate = deferred<void>();
    let refused = 0;
    mockFetch(async (request) => {
      if (pathOf(request) === 'access-token') await gate.promise;
      const response = await api.handle(request);
      if (response.status === 401 && pathOf(request) !== 'access-token') refused += 1;
      return response;
    });

    const both = Promise.all([calls(a, 50, 'a'), calls(b, 50, 'b')]);
    while (refused < 100) await settle();
    await settle();
    // Both tabs asked for the lock; one refresh is waiting at the API.
    expect(locks.requests).toBe(2);
    expect(api.log.refreshes).toHaveLength(0);
    gate.resolve();
    const [fromA, fromB] = await both;

    expect([...fromA, ...fromB].every((o) => o.status === 'fulfilled')).toBe(true);
    expect(api.log.refreshes).toEqual([{ sent: session.refresh_token, status: 200 }]);
    const stored = readStoredAuth();
    expect(a.accessToken()).toBe(stored?.access_token);
    expect(b.accessToken()).toBe(stored?.access_token);
    expect([a.goToLogin, b.goToLogin].every((go) => go.mock.calls.length === 0)).toBe(true);
  });

  it('without Web Locks, both tabs refresh with the same token and the grace gives both the same successor', async () => {
    useWebLocks(undefined);
    const api = rotatingApi({ graceMs: 5_000 });
    const session = api.signIn();
    seedSession(session);
    const [a, b] = [await openTab(), await openTab()];
    api.expireAccessTokens();
    const gate = deferred<void>();
    let refused = 0;
    mockFetch(async (request) => {
      if (pathOf(request) === 'access-token') await gate.promise;
      const response = await api.handle(request);
      if (response.status === 401 && pathOf(request) !== 'access-token') refused += 1;
      return response;
    });

    const both = Promise.all([calls(a, 50, 'a'), calls(b, 50, 'b')]);
    while (refused < 100) await settle();
    await settle();
    gate.resolve();
    const [fromA, fromB] = await both;

    expect([...fromA, ...fromB].every((o) => o.status === 'fulfilled')).toBe(true);
    // One refresh per tab (each tab's single flight), the second answered within the grace.
    expect(api.log.refreshes).toEqual([
      { sent: session.refresh_token, status: 200 },
      { sent: session.refresh_token, status: 200 },
    ]);
    const stored = readStoredAuth();
    expect(stored?.refresh_token).not.toBe(session.refresh_token);
    expect(api.isRevoked(stored?.refresh_token ?? '')).toBe(false);
    expect([a.goToLogin, b.goToLogin].every((go) => go.mock.calls.length === 0)).toBe(true);

    // And the session goes on: the next refresh, from either tab, trades the shared successor.
    api.expireAccessTokens();
    expect((await calls(b, 5, 'later')).every((o) => o.status === 'fulfilled')).toBe(true);
    expect(api.log.refreshes.at(-1)).toEqual({ sent: stored?.refresh_token, status: 200 });
  });

  it('a sign-in revoked for reuse signs both tabs out', async () => {
    let clock = 0;
    const api = rotatingApi({ graceMs: 5_000, now: () => clock });
    const session = api.signIn();
    seedSession(session);
    const [a, b] = [await openTab(), await openTab()];
    mockFetch((request) => api.handle(request));
    api.expireAccessTokens();
    await a.httpClient.get('first').json();
    clock += 60_000;
    await fetch(`${API_BASE_URL}/access-token`, { method: 'POST', body: JSON.stringify({ refresh_token: session.refresh_token }) });

    await calls(a, 5, 'a');
    await calls(b, 5, 'b');
    expect(localStorage.length).toBe(0);
    expect(a.goToLogin.mock.calls.length + b.goToLogin.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(a.accessToken()).toBeNull();
  });
});
