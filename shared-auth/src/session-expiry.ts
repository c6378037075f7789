import { goToLogin } from './navigation';
import { useSessionStore } from './session-store';
import { clearAllStorage } from './storage';

/** The session cannot be renewed (no refresh token, or the refresh failed): SPEC §8. */
export function expireSession(): void {
  clearAllStorage();
  useSessionStore.getState().reset();
  goToLogin();
}
