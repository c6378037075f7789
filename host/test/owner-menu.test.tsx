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
  await user.click(await screen.findByRole('button', { name: '山田 花子 様' }, { timeout: 15_000 }));
  return screen.findByRole('dialog', { name: 'アカウントメニュー' });
}

const menuGone = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'アカウントメニュー' })).not.toBeInTheDocument());

/** The top bar, once the signed-in layout has loaded. */
// The signed-in layout is lazy: its first render in a worker may take seconds on a busy machine.
const topBar = () => screen.findByRole('banner', {}, { timeout: 15_000 });

describe('top bar', () => {
  it('shows the plan, the AgentID and the name with 様 without opening the menu', async () => {
    renderApp('/');
    const bar = await topBar();
    expect(within(bar).getByRole('button', { name: '山田 花子 様' })).toBeInTheDocument();
    expect(within(bar).getByText('スタンダードプラン')).toBeInTheDocument();
    expect(within(bar).getByText('AgentID')).toBeInTheDocument();
    expect(within(bar).getByTestId('agent-id')).toHaveTextContent(/^agt_7f3a9c21$/);
    expect(screen.queryByRole('dialog', { name: 'アカウントメニュー' })).not.toBeInTheDocument();
  });

  it('explains the AgentID in a tooltip, on hovering the id and on focusing its ⓘ', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const help = 'AgentIDは、サイト作成ツールにエージェントのスクリプトを書き込むときに使用します';
    await user.hover(within(await topBar()).getByTestId('agent-id'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(help);
    await user.unhover(screen.getByTestId('agent-id'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    const about = screen.getByRole('button', { name: 'AgentIDについて' });
    for (let presses = 0; presses < 30 && document.activeElement !== about; presses += 1) await user.tab();
    expect(about).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(help);
  });

  it('copies the AgentID and confirms it', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(await topBar()).getByRole('button', { name: 'AgentIDをコピー' }));
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith('agt_7f3a9c21');
    // Announced politely; the test's own location probe is an <output>, a status too.
    const confirmation = await screen.findByText('AgentIDをコピーしました');
    expect(confirmation.closest('[role="status"]')).not.toBeNull();
  });

  it('says so when the browser refuses the copy', async () => {
    const user = userEvent.setup();
    renderApp('/');
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(await topBar()).getByRole('button', { name: 'AgentIDをコピー' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('AgentIDをコピーできませんでした');
    expect(screen.queryByText('AgentIDをコピーしました')).not.toBeInTheDocument();
  });

  it('shortens a long name with an ellipsis, keeps 様 and gives the whole name in its title', async () => {
    const long = '株式会社サンプルホールディングス 営業企画本部 デジタルマーケティング部 山田 花子';
    signInAsDemo({ ...demoLogin, user_name: long });
    renderApp('/');
    const owner = await screen.findByRole('button', { name: `${long} 様` });
    expect(owner).toHaveAttribute('title', `${long} 様`);
    const shown = within(owner).getByText(long);
    expect(shown).toHaveStyle({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
    expect(within(owner).getByText('様')).toBeInTheDocument();
  });
});

describe('owner menu', () => {
  it('holds the account and logout, not the plan or the AgentID shown in the bar', async () => {
    const menu = await openMenu();
    expect(within(menu).getByText('山田 花子 様')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
    expect(within(menu).queryByText('スタンダードプラン')).not.toBeInTheDocument();
    expect(within(menu).queryByText(/AgentID/)).not.toBeInTheDocument();
    expect(within(menu).queryByText('agt_7f3a9c21')).not.toBeInTheDocument();
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
