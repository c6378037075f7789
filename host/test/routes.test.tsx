import { useEffect } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import type { ExposedModule, SectionName } from '../src/federation';
import { fakeModule, renderApp, resetApp, signInAsDemo } from './app';
import { loadSectionMock } from './federation-mock';

jest.mock('../src/federation/remotes', () => ({ loadSection: jest.fn(), registerSectionRemotes: jest.fn() }));

let chatSettingsMounts = 0;

function ChatSettingsSection() {
  const { pathname } = useLocation();
  useEffect(() => {
    chatSettingsMounts += 1;
  }, []);
  return (
    <div>
      <p>会話設定セクション {pathname}</p>
      <Link to="/chatsettings/quickreply">クイックリプライへ</Link>
    </div>
  );
}

const modules: Record<string, ReturnType<typeof fakeModule>> = {
  'chatsettings ./Section': fakeModule(ChatSettingsSection),
  'avatarsettings ./Section': fakeModule(() => <p>アバター設定セクション</p>),
  'avatarsettings ./EmotionStates': fakeModule(() => <p>感情状態の画面</p>),
  'analytics ./Section': fakeModule(() => <p>分析セクション</p>),
  'analytics ./DashboardPanels': fakeModule(() => <p>ダッシュボードのパネル</p>),
  'history ./Section': fakeModule(() => <p>履歴セクション</p>),
};

beforeEach(() => {
  resetApp();
  chatSettingsMounts = 0;
  loadSectionMock.mockImplementation(async (section: SectionName, exposed: ExposedModule) => {
    const found = modules[`${section} ${exposed}`];
    if (!found) throw new Error(`no ${section} ${exposed}`);
    return found;
  });
});

const location = () => screen.getByTestId('location');

describe('guards', () => {
  it('sends a signed-out visitor of a guarded page to /login', async () => {
    renderApp('/chatsettings/quickreply');
    expect(await screen.findByRole('button', { name: 'ログイン' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/login$/);
    expect(loadSectionMock).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor of the dashboard to /login', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/login$/);
  });

  it('sends a signed-in user who opens /login to the dashboard', async () => {
    signInAsDemo();
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('button', { name: 'ログイン' })).not.toBeInTheDocument();
  });
});

describe('routes', () => {
  beforeEach(() => signInAsDemo());

  it('shows the dashboard with the analytics panels at /', async () => {
    renderApp('/');
    expect(await screen.findByText('ダッシュボードのパネル')).toBeInTheDocument();
    expect(screen.getByText('ようこそ、山田 花子 様')).toBeInTheDocument();
    expect(loadSectionMock).toHaveBeenCalledWith('analytics', './DashboardPanels');
    expect(document.title).toBe('ダッシュボード | AIアバター 管理コンソール');
  });

  it('sends an unknown path to the dashboard', async () => {
    renderApp('/no-such-page/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it.each([
    ['/chatui', 'chatsettings', '会話設定セクション'],
    ['/urlsettings', 'chatsettings', '会話設定セクション'],
    ['/avatarsettings/voicesettings', 'avatarsettings', 'アバター設定セクション'],
    ['/analytics', 'analytics', '分析セクション'],
    ['/form-history', 'history', '履歴セクション'],
    ['/conversationhistory', 'history', '履歴セクション'],
  ])('renders %s with the ./Section of %s', async (path, section, text) => {
    renderApp(path);
    expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
    expect(loadSectionMock).toHaveBeenCalledWith(section, './Section');
  });

  it("renders /chatsettings/emotionstates with avatarsettings' ./EmotionStates", async () => {
    renderApp('/chatsettings/emotionstates');
    expect(await screen.findByText('感情状態の画面')).toBeInTheDocument();
    expect(loadSectionMock).toHaveBeenCalledWith('avatarsettings', './EmotionStates');
    expect(loadSectionMock).not.toHaveBeenCalledWith('chatsettings', './Section');
    expect(screen.getByRole('link', { name: '会話設定' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the full-screen spinner while a section loads', async () => {
    let release!: () => void;
    loadSectionMock.mockImplementation(
      () => new Promise((resolve) => (release = () => resolve(fakeModule(() => <p>分析セクション</p>)))),
    );
    renderApp('/analytics');
    expect(await screen.findByTestId('loading-overlay')).toHaveTextContent('ロード中...');
    release();
    expect(await screen.findByText('分析セクション')).toBeInTheDocument();
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });

  it('keeps a loaded section mounted while moving between its paths', async () => {
    renderApp('/chatsettings');
    expect(await screen.findByText('会話設定セクション /chatsettings')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'クイックリプライへ' }));
    expect(await screen.findByText('会話設定セクション /chatsettings/quickreply')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'リンク設定' }));
    expect(await screen.findByText('会話設定セクション /urlsettings')).toBeInTheDocument();
    expect(chatSettingsMounts).toBe(1);
    expect(loadSectionMock).toHaveBeenCalledTimes(1);
  });

  it('marks the active navigation item by the longest prefix', async () => {
    renderApp('/chatsettings/knowledgedatastore/edit/7');
    await screen.findByText(/会話設定セクション/);
    const current = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName('会話設定');

    await userEvent.click(screen.getByRole('link', { name: 'フォーム回答履歴' }));
    await screen.findByText('履歴セクション');
    expect(screen.getByRole('link', { name: 'フォーム回答履歴' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '会話設定' })).not.toHaveAttribute('aria-current');
  });

  it('goes to the dashboard from the logo', async () => {
    renderApp('/analytics');
    await screen.findByText('分析セクション');
    await userEvent.click(screen.getByRole('link', { name: /ダッシュボードへ/ }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(screen.getByRole('link', { name: 'ダッシュボード' })).toHaveAttribute('aria-current', 'page');
  });

  it('has the 8 navigation items with their paths', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'メインナビゲーション' });
    const hrefs = Array.from(nav.querySelectorAll('li a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/chatui',
      '/',
      '/chatsettings',
      '/avatarsettings',
      '/urlsettings',
      '/analytics',
      '/form-history',
      '/conversationhistory',
    ]);
  });
});
