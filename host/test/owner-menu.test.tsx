import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_STORAGE_KEY, TOKEN_STORAGE_KEY, useSessionStore } from 'shared-auth';
import { demoLogin, fakeModule, renderApp, resetApp, signInAsDemo } from './app';
import { loadSectionMock } from './federation-mock';
import { TEST_API } from './setup';

jest.mock('../src/federation/remotes', () => ({ loadSection: jest.fn(), registerSectionRemotes: jest.fn() }));

beforeEach(() => {
  resetApp();
  loadSectionMock.mockImplementation(async () => fakeModule(() => <p>パネル</p>));
  signInAsDemo();
});

async function openMenu(user = userEvent.setup()) {
  renderApp('/');
  await user.click(await screen.findByRole('button', { name: '山田 花子 様' }));
  return screen.findByRole('dialog', { name: 'アカウントメニュー' });
}

const menuGone = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'アカウントメニュー' })).not.toBeInTheDocument());

describe('owner menu', () => {
  it('shows the name with 様, the plan and the AgentID', async () => {
    const menu = await openMenu();
    expect(within(menu).getByText('山田 花子 様')).toBeInTheDocument();
    expect(within(menu).getByText('スタンダードプラン')).toBeInTheDocument();
    expect(within(menu).getByText('AgentID')).toBeInTheDocument();
    expect(within(menu).getByTestId('agent-id')).toHaveTextContent('agt_7f3a9c21');
  });

  it('explains the AgentID in a tooltip', async () => {
    const user = userEvent.setup();
    const menu = await openMenu(user);
    await user.hover(within(menu).getByRole('button', { name: 'AgentIDについて' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'AgentIDは、サイト作成ツールにエージェントのスクリプトを書き込むときに使用します',
    );
  });

  it('copies the AgentID and confirms it', async () => {
    const user = userEvent.setup();
    const menu = await openMenu(user);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(menu).getByRole('button', { name: 'AgentIDをコピー' }));
    expect(writeText).toHaveBeenCalledWith('agt_7f3a9c21');
    expect(within(menu).getByRole('status')).toHaveTextContent('コピーしました');
  });

  it('says so when the browser refuses the copy', async () => {
    const user = userEvent.setup();
    const menu = await openMenu(user);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(menu).getByRole('button', { name: 'AgentIDをコピー' }));
    expect(await within(menu).findByRole('status')).toHaveTextContent('コピーできませんでした');
  });

  it('closes on its close button', async () => {
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: '閉じる' }));
    await menuGone();
  });

  it('closes on a click outside it', async () => {
    await openMenu();
    const backdrop = document.querySelector('.MuiPopover-root .MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as Element);
    await menuGone();
  });
});

describe('logout', () => {
  async function openLogoutDialog() {
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'ログアウト' }));
    return screen.findByRole('dialog', { name: 'ログアウトしますか？' });
  }

  it('asks ログアウトしますか？ with キャンセル and ログアウトする', async () => {
    const dialog = await openLogoutDialog();
    expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ログアウトする' })).toBeInTheDocument();
    await menuGone();
  });

  it('keeps the owner signed in on キャンセル', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    const dialog = await openLogoutDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ログアウトしますか？' })).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    expect(useSessionStore.getState().accessToken).toBe(demoLogin.access_token);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('revokes the session, clears all local storage and goes to /login on ログアウトする', async () => {
    window.localStorage.setItem('unrelated', 'also cleared');
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 204 }));
    const dialog = await openLogoutDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ログアウトする' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(await screen.findByRole('button', { name: 'ログイン' })).toBeInTheDocument();
    expect(window.localStorage.length).toBe(0);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`${TEST_API}/logout`);
  });

  it('still signs out when the API cannot be reached', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const dialog = await openLogoutDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ログアウトする' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(window.localStorage.length).toBe(0);
  });
});
