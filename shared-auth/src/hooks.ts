import { useShallow } from 'zustand/react/shallow';
import { useSessionStore } from './session-store';

export type Session = {
  userName: string | null;
  agentId: string | null;
  isSignedIn: boolean;
};

export function useIsSignedIn(): boolean {
  return useSessionStore((state) => state.accessToken !== null);
}

export function useSession(): Session {
  return useSessionStore(
    useShallow((state) => ({ userName: state.userName, agentId: state.agentId, isSignedIn: state.accessToken !== null })),
  );
}
