import { create } from 'zustand';
import type { LoginResponse } from 'shared-contracts';
import { AUTH_STORAGE_KEY, TOKEN_STORAGE_KEY, readStoredAuth } from './storage';

export type SessionState = {
  /** Signed in means this is not null (SPEC §3). */
  accessToken: string | null;
  userName: string | null;
  agentId: string | null;
  /** Adopts a session that was just stored. */
  setSession: (auth: LoginResponse) => void;
  /** Re-reads local storage, the source of truth shared by every tab. */
  syncFromStorage: () => void;
  reset: () => void;
};

type SessionData = Pick<SessionState, 'accessToken' | 'userName' | 'agentId'>;

const signedOut: SessionData = { accessToken: null, userName: null, agentId: null };

function fromAuth(auth: LoginResponse | null): SessionData {
  if (auth === null) return signedOut;
  return {
    accessToken: auth.access_token,
    userName: auth.user_name === '' ? null : auth.user_name,
    agentId: auth.agent_id === '' ? null : auth.agent_id,
  };
}

// SPEC §4: on start the user counts as signed in if stored auth data exists.
export const useSessionStore = create<SessionState>()((set) => ({
  ...fromAuth(readStoredAuth()),
  setSession: (auth) => set(fromAuth(auth)),
  syncFromStorage: () => set(fromAuth(readStoredAuth())),
  reset: () => set(signedOut),
}));

// A sign-in, refresh or sign-out in another tab reaches this one only through the storage event.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const ours = event.key === null || event.key === AUTH_STORAGE_KEY || event.key === TOKEN_STORAGE_KEY;
    if (ours && event.storageArea === window.localStorage) {
      useSessionStore.getState().syncFromStorage();
    }
  });
}
