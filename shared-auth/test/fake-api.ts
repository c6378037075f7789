import type { LoginResponse } from 'shared-contracts';
import { useSessionStore } from '../src/session-store';
import { storeAuth } from '../src/storage';

export const API_BASE_URL = 'http://api.test/api/v1';

export type FakeRoute = (request: Request) => Response | Promise<Response>;

/**
 * Replaces global fetch (which ky and the refresh call both use) with a function of the Request.
 * The body is read up front, as a real fetch sends it: ky waits for the bodies it cloned to be
 * consumed or cancelled, and an unread one would hang the call.
 */
export function mockFetch(route: FakeRoute) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const sent = new Request(input, init);
    const body = sent.body === null ? null : await sent.arrayBuffer();
    return route(new Request(sent.url, { method: sent.method, headers: sent.headers, body }));
  });
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function pathOf(request: Request): string {
  return new URL(request.url).pathname.replace('/api/v1/', '');
}

export const demoLogin: LoginResponse = {
  access_token: 'access-old',
  refresh_token: 'refresh-1',
  user_name: '山田太郎',
  agent_id: 'AG-0001',
};

/** Puts a session in storage and in the store, as a sign-in would. */
export function seedSession(auth: LoginResponse = demoLogin): void {
  storeAuth(auth);
  useSessionStore.getState().syncFromStorage();
}

/** A promise the test settles by hand, to hold a fake response until the test says so. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Lets every pending promise callback and zero-delay timer run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
