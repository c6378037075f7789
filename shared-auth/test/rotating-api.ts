import { jsonResponse, pathOf } from './fake-api';

interface RefreshTokenState {
  family: number;
  /** When it was traded for `successor`. */
  retiredAt?: number;
  successor?: string;
}

/**
 * A fake of the API's sessions as issue #41 made them: every refresh retires the token sent and
 * answers a new one; a retired token sent again within `graceMs` is answered with the same
 * successor while that one is live, otherwise it is reuse and the whole family is revoked (its
 * access tokens too). Any other path answers 200 for a live access token and 401 otherwise.
 */
export function rotatingApi(options: { graceMs: number; now?: () => number }) {
  const now = options.now ?? (() => Date.now());
  const refreshTokens = new Map<string, RefreshTokenState>();
  const accessTokens = new Map<string, { family: number; expired: boolean }>();
  const revoked = new Set<number>();
  let families = 0;
  let issued = 0;
  const log = { refreshes: [] as { sent: string; status: number }[], replays: new Map<string, string>() };

  const issueAccess = (family: number) => {
    issued += 1;
    const token = `access-${issued}`;
    accessTokens.set(token, { family, expired: false });
    return token;
  };
  const issueRefresh = (family: number) => {
    issued += 1;
    const token = `refresh-${issued}`;
    refreshTokens.set(token, { family });
    return token;
  };
  const isLive = (token: string | undefined) => {
    const state = token === undefined ? undefined : refreshTokens.get(token);
    return state !== undefined && state.retiredAt === undefined && !revoked.has(state.family);
  };

  function refresh(sent: string): Response {
    const state = refreshTokens.get(sent);
    if (!state || revoked.has(state.family)) return jsonResponse(401, { code: 'invalid_refresh_token', message: '期限切れ' });
    if (state.retiredAt === undefined) {
      state.retiredAt = now();
      state.successor = issueRefresh(state.family);
      return jsonResponse(200, { access_token: issueAccess(state.family), refresh_token: state.successor });
    }
    if (now() - state.retiredAt <= options.graceMs && isLive(state.successor)) {
      return jsonResponse(200, { access_token: issueAccess(state.family), refresh_token: state.successor });
    }
    revoked.add(state.family);
    return jsonResponse(401, { code: 'invalid_refresh_token', message: '期限切れ' });
  }

  return {
    log,
    /** A sign-in: a new family's tokens, as POST login answers them. */
    signIn() {
      families += 1;
      return { access_token: issueAccess(families), refresh_token: issueRefresh(families), user_name: '山田太郎', agent_id: 'AG-0001' };
    },
    /** Every access token issued so far has expired (the next call with one is a 401). */
    expireAccessTokens() {
      for (const state of accessTokens.values()) state.expired = true;
    },
    isRevoked(refreshToken: string) {
      const state = refreshTokens.get(refreshToken);
      return state !== undefined && revoked.has(state.family);
    },
    async handle(request: Request): Promise<Response> {
      if (pathOf(request) === 'access-token') {
        const { refresh_token: sent } = (await request.json()) as { refresh_token: string };
        const response = refresh(sent);
        log.refreshes.push({ sent, status: response.status });
        return response;
      }
      const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
      const access = accessTokens.get(token);
      if (!access || access.expired || revoked.has(access.family)) return jsonResponse(401, { code: 'token_expired', message: '期限切れ' });
      log.replays.set(pathOf(request), token);
      return jsonResponse(200, { path: pathOf(request) });
    },
  };
}

/**
 * A minimal Web Locks manager (exclusive locks only): jsdom has none. One instance on `navigator`
 * stands for the browser's, shared by every tab of the origin.
 */
export function fakeLockManager() {
  const queues = new Map<string, Promise<unknown>>();
  let requests = 0;
  return {
    get requests() {
      return requests;
    },
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      requests += 1;
      const previous = queues.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}
