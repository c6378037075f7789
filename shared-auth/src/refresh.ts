import { accessTokenResponseSchema } from 'shared-contracts';
import { rawPost } from './raw-post';
import { expireSession } from './session-expiry';
import { useSessionStore } from './session-store';
import { readStoredAuth, replaceStoredTokens } from './storage';
import { REQUEST_TIMEOUT_MS } from './timeouts';

let inFlight: Promise<string | null> | null = null;

/**
 * Pauses before the second and third try of a refresh the API could not answer. SPEC §8 ends the
 * session when the refresh fails; a refresh the API refused has failed, but one lost to a dropped
 * connection, a busy server (5xx, 429) or a time-out has not been answered yet, and signing the
 * owner out for it would throw away the screen they were working on. So those are tried again, a
 * few seconds in all, before the refresh counts as failed. (The API answers a retried refresh of
 * a token it already rotated with the same successor for a few seconds, so a lost answer is safe
 * to ask for again.)
 */
export const REFRESH_RETRY_DELAYS_MS = [500, 1_500] as const;

/**
 * The Web Lock every tab of the console takes around a refresh: with the API rotating refresh
 * tokens, two tabs must not both trade the one stored token. The tab that gets the lock second finds
 * the session already renewed in the shared storage and uses it, so a refresh happens once for the
 * whole browser. Where Web Locks are missing (an old browser, a page not served securely) the tabs
 * refresh side by side, and the API's grace answers them with the same successor.
 */
export const REFRESH_LOCK_NAME = 'shared-auth:refresh';

type Tokens = { accessToken: string; refreshToken: string };
type Attempt = ({ kind: 'token' } & Tokens) | { kind: 'refused' } | { kind: 'unanswered' };

// SPEC §7 answers access_token alone; an API that rotates adds refresh_token. Without it the stored one stays.
const answerSchema = accessTokenResponseSchema.partial({ refresh_token: true });

/** Statuses that say "not now" rather than "no": the same refresh may well succeed in a moment. */
function isTransient(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

async function requestTokens(refreshToken: string): Promise<Attempt> {
  let response: Response;
  try {
    response = await rawPost('access-token', { refresh_token: refreshToken }, { timeoutMs: REQUEST_TIMEOUT_MS });
  } catch {
    return { kind: 'unanswered' };
  }
  if (!response.ok) return isTransient(response.status) ? { kind: 'unanswered' } : { kind: 'refused' };
  try {
    const parsed = answerSchema.safeParse(await response.json());
    if (!parsed.success || parsed.data.access_token === '') return { kind: 'refused' };
    return { kind: 'token', accessToken: parsed.data.access_token, refreshToken: parsed.data.refresh_token || refreshToken };
  } catch {
    return { kind: 'refused' };
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The new tokens, or null when the API refused the refresh token or never answered in all tries. */
async function tokensFor(refreshToken: string): Promise<Tokens | null> {
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await requestTokens(refreshToken);
    if (outcome.kind === 'token') return outcome;
    const delay = REFRESH_RETRY_DELAYS_MS[attempt];
    if (outcome.kind === 'refused' || delay === undefined) return null;
    await pause(delay);
    // Signed out or signed in anew elsewhere meanwhile: this refresh token is no longer the session's.
    if (readStoredAuth()?.refresh_token !== refreshToken) return null;
  }
}

/** Runs `renew` holding the browser-wide refresh lock, or without it where Web Locks are missing. */
async function withRefreshLock<T>(renew: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  if (!locks) return renew();
  let started = false;
  try {
    return await locks.request(REFRESH_LOCK_NAME, () => {
      started = true;
      return renew();
    });
  } catch (error) {
    // The lock itself was refused (a sandboxed or opaque origin): refresh without it.
    if (started) throw error;
    return renew();
  }
}

/** `staleAccessToken`: the stored access token the API refused, when this refresh was asked for. */
async function renewSession(staleAccessToken: string | undefined): Promise<string | null> {
  const stored = readStoredAuth();
  // Another tab renewed the session (or signed in anew) while this one waited for the lock.
  if (stored && stored.access_token !== staleAccessToken) {
    useSessionStore.getState().syncFromStorage();
    return stored.access_token;
  }
  const refreshToken = stored?.refresh_token;
  if (!refreshToken) {
    expireSession();
    return null;
  }
  const tokens = await tokensFor(refreshToken);
  if (tokens === null) {
    if (readStoredAuth()?.refresh_token !== refreshToken) {
      useSessionStore.getState().syncFromStorage();
      return null;
    }
    expireSession();
    return null;
  }
  if (!replaceStoredTokens(refreshToken, tokens.accessToken, tokens.refreshToken)) {
    // Signed out or signed in anew elsewhere while we waited: that session's state stands.
    useSessionStore.getState().syncFromStorage();
    return null;
  }
  useSessionStore.getState().syncFromStorage();
  return tokens.accessToken;
}

/**
 * Trades the stored refresh token for a new access token and its rotated refresh token, once for
 * every caller that asks while a trade is under way (single flight), and once for every tab of the
 * browser (the Web Lock above). Resolves with the new access token, or null when the session ended:
 * storage is then already cleared and the browser sent to /login.
 */
export function refreshAccessToken(): Promise<string | null> {
  if (inFlight === null) {
    const stale = readStoredAuth()?.access_token;
    inFlight = withRefreshLock(() => renewSession(stale)).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

/**
 * The token to repeat a request with after a 401: if another call already renewed the session
 * since this request was sent (with `sentAuthorization`), its token is used as is, so calls that
 * fail together still cause one refresh in all. Null when the session has ended.
 */
export async function accessTokenAfterUnauthorized(sentAuthorization: string | null): Promise<string | null> {
  const current = readStoredAuth()?.access_token;
  if (current && `Bearer ${current}` !== sentAuthorization) return current;
  return refreshAccessToken();
}
