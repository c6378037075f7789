/** @jsxImportSource react */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { RedirectIfSignedIn, RequireAuth } from '../src/guard';
import { useSessionStore } from '../src/session-store';
import { demoLogin, seedSession } from './fake-api';

function LoginScreen() {
  const location = useLocation();
  return <p>ログイン画面 state={JSON.stringify(location.state)}</p>;
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function renderAt(entry: InitialEntry) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/login"
          element={
            <RedirectIfSignedIn>
              <LoginScreen />
            </RedirectIfSignedIn>
          }
        />
        <Route
          path="*"
          element={
            <RequireAuth>
              <p>保護されたページ</p>
            </RequireAuth>
          }
        />
      </Routes>
      <WhereAmI />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
});

describe('RequireAuth', () => {
  it('sends a signed-out user to /login, remembering the page asked for', () => {
    renderAt('/chatsettings/quickreply?page=2#top');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
    expect(screen.getByText(/ログイン画面/)).toHaveTextContent(
      JSON.stringify({ from: { pathname: '/chatsettings/quickreply', search: '?page=2', hash: '#top' } }),
    );
    expect(screen.queryByText('保護されたページ')).not.toBeInTheDocument();
  });

  it('renders its children for a signed-in user', () => {
    seedSession();
    renderAt('/analytics');
    expect(screen.getByText('保護されたページ')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/analytics');
  });

  it('sends the user to /login as soon as the session ends', () => {
    seedSession();
    renderAt('/analytics');
    act(() => useSessionStore.getState().reset());
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
  });
});

describe('RedirectIfSignedIn', () => {
  it('shows the login screen to a signed-out user', () => {
    renderAt('/login');
    expect(screen.getByText(/ログイン画面/)).toBeInTheDocument();
  });

  it('sends a signed-in user to the dashboard', () => {
    seedSession();
    renderAt('/login');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText(/ログイン画面/)).not.toBeInTheDocument();
  });

  it('sends a signed-in user back to the page first asked for', () => {
    seedSession();
    renderAt({ pathname: '/login', state: { from: { pathname: '/form-history', search: '?page=3', hash: '' } } });
    expect(screen.getByTestId('where')).toHaveTextContent('/form-history?page=3');
  });

  it('takes the user on to the page asked for once signing in succeeds', () => {
    renderAt('/urlsettings');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
    act(() => useSessionStore.getState().setSession(demoLogin));
    expect(screen.getByTestId('where')).toHaveTextContent('/urlsettings');
    expect(screen.getByText('保護されたページ')).toBeInTheDocument();
  });

  it.each([
    ['/login itself', { from: { pathname: '/login' } }],
    ['another site', { from: { pathname: '//evil.example/x' } }],
    ['a malformed state', { from: 'nope' }],
  ])('goes to the dashboard instead of %s', (_label, state) => {
    seedSession();
    renderAt({ pathname: '/login', state });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});
