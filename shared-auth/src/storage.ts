import type { LoginResponse } from 'shared-contracts';

/** Holds the whole login response as JSON; the authoritative record of the session. */
export const AUTH_STORAGE_KEY = 'auth';
/** Holds the access token alone; SPEC names this key too, so it is written and read as a fallback. */
export const TOKEN_STORAGE_KEY = 'token';

// Storage can be unavailable (disabled cookies, private modes); an unreadable session is a signed-out one.
function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseObject(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function stringField(record: Record<string, unknown> | null, key: string): string {
  const value = record?.[key];
  return typeof value === 'string' ? value : '';
}

/**
 * The stored session, or null when there is no access token (signed out).
 * `auth` wins; `token` only supplies the access token when `auth` has none (missing or corrupted).
 */
export function readStoredAuth(): LoginResponse | null {
  const auth = parseObject(readItem(AUTH_STORAGE_KEY));
  const accessToken = stringField(auth, 'access_token') || (readItem(TOKEN_STORAGE_KEY) ?? '');
  if (accessToken === '') return null;
  return {
    access_token: accessToken,
    refresh_token: stringField(auth, 'refresh_token'),
    user_name: stringField(auth, 'user_name'),
    agent_id: stringField(auth, 'agent_id'),
  };
}

/** Stores the login response whole under `auth` and its access token under `token`. */
export function storeAuth(response: LoginResponse): void {
  window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(response));
  window.localStorage.setItem(TOKEN_STORAGE_KEY, response.access_token);
}

/**
 * Puts a refreshed access token in both keys, and the rotated refresh token under `auth`, keeping
 * every other field of the stored response. `refreshToken` is the token the refresh was made with,
 * `nextRefreshToken` the one the API answered (the same one when an older API did not rotate).
 * Returns false (and writes nothing) when `auth` holds neither: the session was ended or replaced
 * meanwhile (another tab), and must not be brought back. Holding `nextRefreshToken` already means
 * another tab refreshed with the same token at the same moment and was given the same successor.
 */
export function replaceStoredTokens(refreshToken: string, accessToken: string, nextRefreshToken: string): boolean {
  const auth = parseObject(readItem(AUTH_STORAGE_KEY));
  if (auth === null || (auth['refresh_token'] !== refreshToken && auth['refresh_token'] !== nextRefreshToken)) return false;
  window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ ...auth, access_token: accessToken, refresh_token: nextRefreshToken }));
  window.localStorage.setItem(TOKEN_STORAGE_KEY, accessToken);
  return true;
}

/** SPEC §4: signing out clears all local storage, not only our keys. */
export function clearAllStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Nothing stored can be read back either, so the session is gone all the same.
  }
}
