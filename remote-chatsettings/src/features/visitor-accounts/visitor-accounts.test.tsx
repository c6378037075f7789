import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VisitorAccount } from 'shared-contracts';
import { formatDateTime } from 'shared-ui';
import { installFakeApi, json, type FakeApi } from '../../testing/fake-api';
import { renderWithProviders, typeInto } from 'shared-ui/testing';
import { VisitorAccountsScreen } from './components/VisitorAccountsScreen';

const lineUser: VisitorAccount = {
  id: '00000000-0000-4000-8000-000000000001',
  name: '佐藤 花子',
  email: null,
  login_type: 'line',
  line_user_id: 'U0123456789abcdef0123456789abcdef',
  created_at: '2026-11-01T01:00:00.000Z',
  last_login_at: '2026-11-20T03:00:00.000Z',
};
const mailUser: VisitorAccount = {
  id: '00000000-0000-4000-8000-000000000002',
  name: '鈴木 一郎',
  email: 'ichiro@example.com',
  login_type: 'mail',
  line_user_id: null,
  created_at: '2026-11-02T01:00:00.000Z',
  last_login_at: '2026-11-02T01:00:00.000Z',
};

function listParams(api: FakeApi) {
  return api.sent('GET', 'visitor-accounts').map((request) => Object.fromEntries(new URLSearchParams(request.search)));
}

// MUI menus and dialogs are slow in jsdom; the default 5 s is too tight on a machine that also builds.
jest.setTimeout(20_000);

describe('visitor account list', () => {
  let api: FakeApi;

  beforeEach(() => {
    api = installFakeApi();
  });

  it('lists accounts with the login type as メール or LINE, asking for 50 newest first', async () => {
    api.on('GET', 'visitor-accounts', () => json(200, { data: [lineUser, mailUser], total_records: 2, page: 1, limit: 50 }));
    renderWithProviders(<VisitorAccountsScreen />);

    const table = await screen.findByRole('table', { name: 'アカウント一覧' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['LINE', 'メール']);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent('-');
    expect(listParams(api)).toEqual([{ page: '1', limit: '50', sort_by: 'created_at', sort_order: 'desc' }]);
    expect(screen.getByRole('combobox', { name: '表示件数' })).toHaveTextContent('50件表示');
    expect(screen.getByRole('combobox', { name: '並び順' })).toHaveTextContent('新しい順');
  });

  it('filters by login type with exactly the three labels, and searches by name or mail', async () => {
    api.on('GET', 'visitor-accounts', () => json(200, { data: [lineUser], total_records: 1, page: 1, limit: 50 }));
    renderWithProviders(<VisitorAccountsScreen />);
    await screen.findByText('佐藤 花子');

    const filter = screen.getByRole('combobox', { name: 'ログイン方法' });
    expect(filter).toHaveTextContent('すべてのアカウント');
    await userEvent.click(filter);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'すべてのアカウント',
      'LINEでログイン',
      'メールでログイン',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'LINEでログイン' }));
    await waitFor(() => expect(listParams(api).at(-1)).toEqual({ page: '1', limit: '50', sort_by: 'created_at', sort_order: 'desc', login_type: 'line' }));

    await typeInto(screen.getByRole('searchbox', { name: '名前・メールアドレスで検索' }), 'example.com', { enter: true });
    await waitFor(() => expect(listParams(api).at(-1)).toMatchObject({ login_type: 'line', q: 'example.com', page: '1' }));

    await userEvent.click(screen.getByRole('combobox', { name: '表示件数' }));
    await userEvent.click(screen.getByRole('option', { name: '500件表示' }));
    await waitFor(() => expect(listParams(api).at(-1)).toMatchObject({ limit: '500' }));

    await userEvent.click(screen.getByRole('combobox', { name: '並び順' }));
    await userEvent.click(screen.getByRole('option', { name: '古い順' }));
    await waitFor(() => expect(listParams(api).at(-1)).toMatchObject({ sort_order: 'asc', sort_by: 'created_at' }));
  });

  it('opens the detail of a clicked row: mail, login type, LINE user id and both sign-ins', async () => {
    api.on('GET', 'visitor-accounts', () => json(200, { data: [lineUser, mailUser], total_records: 2, page: 1, limit: 50 }));
    api.on('GET', 'visitor-accounts/:id', (_request, params) => json(200, params.id === lineUser.id ? lineUser : mailUser));
    renderWithProviders(<VisitorAccountsScreen />);

    await userEvent.click(await screen.findByText('LINE'));
    const dialog = await screen.findByRole('dialog', { name: 'アカウントの詳細' });
    expect(within(dialog).getByText('佐藤 花子')).toBeInTheDocument();
    expect(within(dialog).getByText('U0123456789abcdef0123456789abcdef')).toBeInTheDocument();
    expect(within(dialog).getByText('LINE')).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET', `visitor-accounts/${lineUser.id}`)).toHaveLength(1));

    expect(within(dialog).getByText(formatDateTime(lineUser.created_at))).toBeInTheDocument();
    expect(within(dialog).getByText(formatDateTime(lineUser.last_login_at))).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The name is the row's link (a real href, so a middle-click opens the detail in a new tab).
    const mailLink = screen.getByRole('link', { name: '鈴木 一郎 の詳細を見る' });
    expect(mailLink).toHaveAttribute('href', `/?account=${mailUser.id}`);
    await userEvent.click(mailLink);
    const mailDialog = await screen.findByRole('dialog', { name: 'アカウントの詳細' });
    expect(within(mailDialog).getByText('ichiro@example.com')).toBeInTheDocument();
    expect(within(mailDialog).getByText('メール')).toBeInTheDocument();
  });

  it('opens the detail the URL names, as a row link opened in a new tab does', async () => {
    api.on('GET', 'visitor-accounts', () => json(200, { data: [lineUser], total_records: 1, page: 1, limit: 50 }));
    api.on('GET', 'visitor-accounts/:id', () => json(200, mailUser));
    renderWithProviders(<VisitorAccountsScreen />, { path: `/?account=${mailUser.id}` });

    const dialog = await screen.findByRole('dialog', { name: 'アカウントの詳細' });
    expect(await within(dialog).findByText('ichiro@example.com')).toBeInTheDocument();
  });

  it('opens a row from the keyboard: Enter on its focused link opens the detail', async () => {
    api.on('GET', 'visitor-accounts', () => json(200, { data: [lineUser], total_records: 1, page: 1, limit: 50 }));
    api.on('GET', 'visitor-accounts/:id', () => json(200, lineUser));
    renderWithProviders(<VisitorAccountsScreen />);
    const link = await screen.findByRole('link', { name: '佐藤 花子 の詳細を見る' });

    link.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'アカウントの詳細' });
    expect(within(dialog).getByText('U0123456789abcdef0123456789abcdef')).toBeInTheDocument();
  });

  it('says visitors appear after signing in, and how to get there, when there are none', async () => {
    api.on('GET', 'visitor-accounts', () => json(200, { data: [], total_records: 0, page: 1, limit: 50 }));
    renderWithProviders(<VisitorAccountsScreen />);

    expect(await screen.findByText('まだログインしたアカウントはありません')).toBeInTheDocument();
    expect(screen.getByText(/チャットでログインした訪問者がここに表示されます/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LINEログインを設定する' })).toHaveAttribute('href', '/chatsettings/linelogin');
  });
});
