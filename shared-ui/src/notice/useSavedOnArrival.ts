import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

function hasSavedFlag(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'saved' in state && state.saved === true;
}

/**
 * A screen the owner is sent to right after a save (navigation state `{ saved: true }`) says so
 * once; the flag is dropped from the history entry so a reload or Back does not say it again.
 */
export function useSavedOnArrival(showSaved: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!hasSavedFlag(location.state)) return;
    showSaved();
    void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate, showSaved]);
}
