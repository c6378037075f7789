/** @jsxImportSource react */
import { act, render, screen } from '@testing-library/react';
import { useIsSignedIn, useSession } from '../src/hooks';
import { useSessionStore } from '../src/session-store';
import { demoLogin } from './fake-api';

function SessionProbe() {
  const session = useSession();
  const isSignedIn = useIsSignedIn();
  return <p data-testid="probe">{JSON.stringify({ ...session, isSignedInHook: isSignedIn })}</p>;
}

beforeEach(() => useSessionStore.getState().reset());

describe('session hooks', () => {
  it('report the signed-out state', () => {
    render(<SessionProbe />);
    expect(JSON.parse(screen.getByTestId('probe').textContent ?? '')).toEqual({
      userName: null,
      agentId: null,
      isSignedIn: false,
      isSignedInHook: false,
    });
  });

  it('follow a sign-in and a sign-out', () => {
    render(<SessionProbe />);
    act(() => useSessionStore.getState().setSession(demoLogin));
    expect(JSON.parse(screen.getByTestId('probe').textContent ?? '')).toEqual({
      userName: '山田太郎',
      agentId: 'AG-0001',
      isSignedIn: true,
      isSignedInHook: true,
    });
    act(() => useSessionStore.getState().reset());
    expect(JSON.parse(screen.getByTestId('probe').textContent ?? '')).toMatchObject({ isSignedIn: false, isSignedInHook: false });
  });
});
