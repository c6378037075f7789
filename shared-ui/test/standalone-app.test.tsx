import { act, render, screen } from '@testing-library/react';
import { storeAuth, useSessionStore } from 'shared-auth';
import { StandaloneApp } from '../src/standalone/StandaloneApp';

const RUNNING_ALONE = '分析セクションを単体で実行しています';

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <StandaloneApp runningAlone={RUNNING_ALONE} indexPath="/analytics" section={<p>分析の画面</p>} extraRoutes={null} />,
  );
}

afterEach(() => {
  localStorage.clear();
  act(() => useSessionStore.getState().reset());
});

test('a signed-out visitor gets the sign-in page, which says which section runs alone', async () => {
  renderAt('/analytics');
  expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeInTheDocument();
  expect(screen.getByText(RUNNING_ALONE)).toBeInTheDocument();
  expect(screen.queryByText('分析の画面')).not.toBeInTheDocument();
  expect(window.location.pathname).toBe('/login');
});

test('a signed-in owner opening the site root lands on the section, in the stand-in frame with their name', async () => {
  const auth = { access_token: 'a', refresh_token: 'r', user_name: '山田', agent_id: 'agent-1' };
  storeAuth(auth);
  act(() => useSessionStore.getState().setSession(auth));
  renderAt('/');
  expect(await screen.findByText('分析の画面')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/analytics');
  expect(screen.getByText('山田 様')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
});
