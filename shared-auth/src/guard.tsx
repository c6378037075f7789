/** @jsxImportSource react */
// shared-auth draws no styled elements, so it takes React's own JSX runtime rather than the
// workspace default (@emotion/react), which is not one of its dependencies.
import type { ReactNode } from 'react';
import { Navigate, useLocation, type Path } from 'react-router-dom';
import { useIsSignedIn } from './hooks';

type GuardProps = { children: ReactNode };

/** The router state RequireAuth leaves on /login, so signing in can return to the page asked for. */
export type RedirectState = { from: Partial<Path> };

function redirectTarget(state: unknown): Partial<Path> | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  if (typeof from !== 'object' || from === null || !('pathname' in from) || typeof from.pathname !== 'string') {
    return null;
  }
  // Only a path on this site, and never /login itself, or the two guards would bounce forever.
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//') || from.pathname === '/login') return null;
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
  return { pathname: from.pathname, search, hash };
}

/** Every route but /login: without stored auth data, go to /login and remember where we were. */
export function RequireAuth({ children }: GuardProps) {
  const isSignedIn = useIsSignedIn();
  const location = useLocation();
  if (!isSignedIn) {
    const state: RedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  return <>{children}</>;
}

/** /login: a signed-in user goes on to the page first asked for, or to the dashboard. */
export function RedirectIfSignedIn({ children }: GuardProps) {
  const isSignedIn = useIsSignedIn();
  const location = useLocation();
  if (isSignedIn) {
    return <Navigate to={redirectTarget(location.state) ?? '/'} replace />;
  }
  return <>{children}</>;
}
