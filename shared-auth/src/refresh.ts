import { accessTokenResponseSchema } from 'shared-contracts';
import { rawPost } from './raw-post';
import { expireSession } from './session-expiry';
import { useSessionStore } from './session-store';
import { readStoredAuth, replaceStoredAccessToken } from './storage';
import { REQUEST_TIMEOUT_MS } from './timeouts';

let inFlight: Promise<string | null> | null = null;

/**
 * Pauses before the second and third try of a refresh the API could not answer. SPEC §8 ends the
 * session when the refresh fails; a refresh the API refused has failed, but one lost to a dropped
 * connection, a busy server (5xx, 429) or a time-out has not been answered yet, and signing the
 * owner out for it would throw away the screen they were working on. So those are tried again, a
 * few seconds in all, before the refresh counts as failed.
 */
export const REFRESH_RETRY_DELAYS_MS = [500, 1_500] as const;

type Attempt = { kind: 'token'; accessToken: string } | { kind: 'refused' } | { kind: 'unanswered' };

/** Statuses that say "not now" rather than "no": the same refresh may well succeed in a moment. */
function isTransient(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

async function requestAccessToken(refreshToken: string): Promise<Attempt> {
  let response: Response;
  try {
    response = await rawPost('access-token', { refresh_token: refreshToken }, { timeoutMs: REQUEST_TIMEOUT_MS });
  } catch {
    return { kind: 'unanswered' };
  }
  if (!response.ok) return isTransient(response.status) ? { kind: 'unanswered' } : { kind: 'refused' };
  try {
    const parsed = accessTokenResponseSchema.safeParse(await response.json());
    return parsed.success && parsed.data.access_token !== '' ? { kind: 'token', accessToken: parsed.data.access_token } : { kind: 'refused' };
  } catch {
    return { kind: 'refused' };
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The new access token, or null when the API refused the refresh token or never answered in all tries. */
async function accessTokenFor(refreshToken: string): Promise<string | null> {
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await requestAccessToken(refreshToken);
    if (outcome.kind === 'token') return outcome.accessToken;
    const delay = REFRESH_RETRY_DELAYS_MS[attempt];
    if (outcome.kind === 'refused' || delay === undefined) return null;
    await pause(delay);
    // Signed out or signed in anew elsewhere meanwhile: this refresh token is no longer the session's.
    if (readStoredAuth()?.refresh_token !== refreshToken) return null;
  }
}

async function renewSession(): Promise<string | null> {
  const refreshToken = readStoredAuth()?.refresh_token;
  if (!refreshToken) {
    expireSession();
    return null;
  }
  const accessToken = await accessTokenFor(refreshToken);
  if (accessToken === null) {
    if (readStoredAuth()?.refresh_token !== refreshToken) {
      useSessionStore.getState().syncFromStorage();
      return null;
    }
    expireSession();
    return null;
  }
  if (!replaceStoredAccessToken(refreshToken, accessToken)) {
    // Signed out or signed in anew elsewhere while we waited: that session's state stands.
    useSessionStore.getState().syncFromStorage();
    return null;
  }
  useSessionStore.getState().syncFromStorage();
  return accessToken;
}

/**
 * Trades the stored refresh token for a new access token, once for every caller that asks while a
 * trade is under way (single flight). Resolves with the new token, or null when the session ended:
 * storage is then already cleared and the browser sent to /login.
 */
export function refreshAccessToken(): Promise<string | null> {
  inFlight ??= renewSession().finally(() => {
    inFlight = null;
  });
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
