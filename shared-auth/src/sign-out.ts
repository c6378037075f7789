import { rawPost } from './raw-post';
import { useSessionStore } from './session-store';
import { clearAllStorage, readStoredAuth } from './storage';
import { LOGOUT_TIMEOUT_MS } from './timeouts';

/**
 * Revokes the refresh token at the API, then clears all local storage and the session store.
 * The sign-out completes even when logout fails: the person asked to leave. The caller navigates
 * to /login.
 */
export async function signOut(): Promise<void> {
  const auth = readStoredAuth();
  try {
    if (auth?.refresh_token) {
      await rawPost('logout', { refresh_token: auth.refresh_token }, {
        timeoutMs: LOGOUT_TIMEOUT_MS,
        accessToken: auth.access_token,
      });
    }
  } catch {
    // Unreachable API or time-out: the refresh token then simply expires on its own.
  } finally {
    clearAllStorage();
    useSessionStore.getState().reset();
  }
}
