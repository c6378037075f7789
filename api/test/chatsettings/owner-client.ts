import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppOptions } from '#src/app';
import { createTestContext, type OwnerSession, type TestContext } from '../helper';

type Payload = InjectOptions['payload'];

export interface OwnerClient {
  get(path: string, query?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(path: string, payload?: Payload): Promise<LightMyRequestResponse>;
  post(path: string, payload?: Payload, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  delete(path: string): Promise<LightMyRequestResponse>;
}

/**
 * Calls /api/v1/{path} as the session's owner, on whatever app the context holds now. The session may be
 * given as a function (like `ownerSession` of `appWithOwner`), read at each call.
 */
export function ownerClient(t: TestContext, session: OwnerSession | (() => OwnerSession)): OwnerClient {
  return clientOf(t, typeof session === 'function' ? session : () => session);
}

function clientOf(t: TestContext, session: () => OwnerSession): OwnerClient {
  const call = (method: InjectOptions['method'], path: string, options: Partial<InjectOptions> = {}) =>
    t.app.inject({ method, url: `/api/v1/${path}`, ...options, headers: { ...session().headers, ...(options.headers ?? {}) } });
  return {
    get: (path, query) => call('GET', path, query ? { query } : {}),
    put: (path, payload) => call('PUT', path, { payload }),
    post: (path, payload, headers = {}) => call('POST', path, { payload, headers }),
    delete: (path) => call('DELETE', path),
  };
}

export interface AppWithOwner {
  /** The app's context (restart, sentBodies, more owners). */
  readonly t: TestContext;
  /** The owner whose data the suite writes. */
  readonly owner: OwnerClient;
  /** The owner's session (its row: id, agentId). */
  ownerSession(): OwnerSession;
  /** The owner's agent, as the public widget routes name it. */
  agentId(): string;
}

export interface AppWithTwoOwners extends AppWithOwner {
  /** A second owner, to show that the first one's data stays the first one's. */
  readonly other: OwnerClient;
}

/**
 * What most resource suites start from: one app and a signed-in owner, built in a beforeAll and closed in
 * an afterAll that this registers (so call it at the top of a describe). The objects it returns may be
 * held from the start and used in any test or later hook: they reach the app once beforeAll has built it.
 */
export function appWithOwner(app: Partial<AppOptions> = {}, options: { persistent?: boolean } = {}): AppWithOwner {
  return signedInApp(1, app, options);
}

/** `appWithOwner` and a second owner, `other`, for the tenancy checks. */
export function appWithTwoOwners(app: Partial<AppOptions> = {}, options: { persistent?: boolean } = {}): AppWithTwoOwners {
  return signedInApp(2, app, options);
}

function signedInApp(owners: 1 | 2, app: Partial<AppOptions>, options: { persistent?: boolean }): AppWithTwoOwners {
  let context: TestContext | undefined;
  const sessions: OwnerSession[] = [];
  const notYet = () => new Error('the app is built in beforeAll; use it inside tests and hooks');
  const built = (): TestContext => {
    if (!context) throw notYet();
    return context;
  };
  const session = (index: 0 | 1) => (): OwnerSession => {
    const signedIn = sessions[index];
    if (!signedIn) throw notYet();
    return signedIn;
  };
  beforeAll(async () => {
    context = await createTestContext(app, options);
    for (let i = 0; i < owners; i += 1) sessions.push(await context.ownerSession());
  });
  afterAll(() => context?.close());
  // Stands for the context beforeAll builds, so the describe body can hold it before it exists.
  const t = new Proxy({} as TestContext, { get: (_target, key) => Reflect.get(built(), key) });
  return {
    t,
    owner: clientOf(t, session(0)),
    other: clientOf(t, session(1)),
    ownerSession: session(0),
    agentId: () => session(0)().owner.agentId,
  };
}

/** The owner-visible parts of a validation refusal. */
export function refusal(response: LightMyRequestResponse): { status: number; code: string; fields: Record<string, string> } {
  const body = response.json<{ code: string; fields?: Record<string, string> }>();
  return { status: response.statusCode, code: body.code, fields: body.fields ?? {} };
}
