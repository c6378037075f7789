import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_STORAGE_KEY, TOKEN_STORAGE_KEY } from 'shared-auth';
import { demoLogin, fakeModule, renderApp, resetApp } from './app';
import { loadSectionMock } from './federation-mock';
import { json, mockFetch } from './fetch';
import { TEST_API } from './setup';

jest.mock('../src/federation/remotes', () => ({ loadSection: jest.fn(), registerSectionRemotes: jest.fn() }));


async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('メールアドレス'), email);
  await userEvent.type(screen.getByLabelText('パスワード'), password);
  await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
}

beforeEach(() => {
  resetApp();
  loadSectionMock.mockImplementation(async (section) => fakeModule(() => <p>{section} を表示中</p>));
});

describe('login page', () => {
  it('is in Japanese and names the tab', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeInTheDocument();
    expect(screen.getByLabelText('メールアドレス')).toBeInTheDocument();
    expect(document.title).toBe('ログイン | AIアバター 管理コンソール');
  });

  it('stores the whole login response after signing in, and lands on the dashboard', async () => {
    const response = { ...demoLogin, extra_field: 'kept' };
    const sent: Request[] = [];
    mockFetch(async (request) => {
      sent.push(request);
      if (request.method === 'POST' && request.url === `${TEST_API}/login`) return json(200, response);
      return json(404, { code: 'not_found', message: '見つかりません' });
    });
    renderApp('/login');
    await fillAndSubmit('demo@example.com', 'demo-password');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await screen.findByText('analytics を表示中')).toBeInTheDocument();

    expect(sent).toHaveLength(1);
    expect(await sent[0]?.json()).toEqual({ email: 'demo@example.com', password: 'demo-password' });
    expect(JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toEqual(response);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(demoLogin.access_token);
    expect(screen.getByRole('button', { name: '山田 花子 様' })).toBeInTheDocument();
  });

  it('returns to the page first asked for after signing in', async () => {
    mockFetch(() => json(200, demoLogin));
    renderApp('/analytics?range=7d');
    await fillAndSubmit('demo@example.com', 'demo-password');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/analytics\?range=7d$/));
    expect(await screen.findByText('analytics を表示中')).toBeInTheDocument();
  });

  it("shows the API's Japanese message above the form when sign-in fails, and stores nothing", async () => {
    mockFetch(() => json(401, { code: 'invalid_credentials', message: 'メールアドレスまたはパスワードが正しくありません' }));
    renderApp('/login');
    await fillAndSubmit('demo@example.com', 'wrong-password');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('メールアドレスまたはパスワードが正しくありません');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'ログイン' })).toBeEnabled();
  });

  it('says so in Japanese when the API cannot be reached', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderApp('/login');
    await fillAndSubmit('demo@example.com', 'demo-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'サーバーに接続できません。通信環境を確認してもう一度お試しください。',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });
});
