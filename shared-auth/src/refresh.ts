import { accessTokenResponseSchema } from 'shared-contracts';
import { rawPost } from './raw-post';
import { expireSession } from './session-expiry';
import { useSessionStore } from './session-store';
import { readStoredAuth, replaceStoredAccessToken } from './storage';
import { REQUEST_TIMEOUT_MS } from './timeouts';

let inFlight: Promise<string | null> | null = null;

async function requestAccessToken(refreshToken: string): Promise<string | null> {
  try {
    const response = await rawPost('access-token', { refresh_token: refreshToken }, { timeoutMs: REQUEST_TIMEOUT_MS });
    if (!response.ok) return null;
    const parsed = accessTokenResponseSchema.safeParse(await response.json());
    return parsed.success && parsed.data.access_token !== '' ? parsed.data.access_token : null;
  } catch {
    return null;
  }
}

async function renewSession(): Promise<string | null> {
  const refreshToken = readStoredAuth()?.refresh_token;
  if (!refreshToken) {
    expireSession();
    return null;
  }
  const accessToken = await requestAccessToken(refreshToken);
  if (accessToken === null) {
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
