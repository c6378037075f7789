import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALLOWED_ORIGINS_MAX, type RefusedOrigin, type UrlSettingsResponse } from 'shared-contracts';
import { renderWithProviders } from 'shared-ui/testing';
import { deferred, installFakeApi, json, validationError, type FakeApi } from '../../testing/fake-api';
import { UrlSettingsScreen } from './components/UrlSettingsScreen';

const embed = {
  agent_id: 'agt_demo',
  script_url: 'http://localhost:4000/widget.js',
  snippet: '<script src="http://localhost:4000/widget.js" data-agent-id="agt_demo" async></script>',
};

const restricted: UrlSettingsResponse = {
  restrict_origins: true,
  allowed_origins: ['https://shop.example.com'],
  page_rules: [{ pattern: 'https://shop.example.com/checkout/*', action: { type: 'hide' } }],
  embed,
  updated_at: '2026-11-20T01:00:00.000Z',
};

const REFUSED: RefusedOrigin[] = [
  // 2026-11-21 14:30 in Tokyo.
  { origin: 'https://blog.example.com', last_seen_at: '2026-11-21T05:30:00.000Z', count: 1234 },
  { origin: 'http://localhost:8080', last_seen_at: '2026-11-20T23:05:00.000Z', count: 1 },
];

const refusedList = () => screen.findByRole('list', { name: '最近拒否されたサイト' });
const allowedList = () => screen.getByRole('list', { name: '表示を許可するサイト' });

// MUI is slow in jsdom; the default 5 s is too tight on a machine that also builds.
jest.setTimeout(20_000);

describe('最近拒否されたサイト in リンク設定', () => {
  let api: FakeApi;
  let refused: RefusedOrigin[];

  beforeEach(() => {
    refused = [...REFUSED];
    api = installFakeApi();
    api.on('GET', 'embed-snippet', () => json(200, embed));
    api.on('GET', 'url-settings', () => json(200, restricted));
    api.on('GET', 'url-settings/refused-origins', () => json(200, { data: refused }));
    api.on('PUT', 'url-settings', (request) => {
      const body = request.body as { allowed_origins: string[] };
      // As the API does: a site the save allows leaves the refused ones.
      refused = refused.filter((row) => !body.allowed_origins.includes(row.origin));
      return json(200, { ...(request.body as object), embed, updated_at: '2026-11-21T06:00:00.000Z' });
    });
  });

  it('lists each refused site with when it was last refused and how often, on the owner’s clock', async () => {
    renderWithProviders(<UrlSettingsScreen />);
    const list = await refusedList();
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('https://blog.example.com');
    expect(rows[0]).toHaveTextContent('最終 2026/11/21 14:30 ・ 1,234回');
    expect(rows[1]).toHaveTextContent('http://localhost:8080');
    expect(rows[1]).toHaveTextContent('最終 2026/11/21 08:05 ・ 1回');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'https://blog.example.com を許可する' })).toHaveTextContent('許可する');
  });

  it('許可する saves the stored settings with the site added, then the site is allowed and leaves the refused list', async () => {
    renderWithProviders(<UrlSettingsScreen />);
    await userEvent.click(within(await refusedList()).getByRole('button', { name: 'https://blog.example.com を許可する' }));

    expect(await screen.findByText('https://blog.example.com を許可するサイトに追加しました')).toBeInTheDocument();
    expect(api.sent('PUT', 'url-settings').map((request) => request.body)).toEqual([
      {
        restrict_origins: true,
        allowed_origins: ['https://shop.example.com', 'https://blog.example.com'],
        page_rules: restricted.page_rules,
      },
    ]);
    expect(within(allowedList()).getByText('https://blog.example.com')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: '最近拒否されたサイト' })).getAllByRole('listitem')).toHaveLength(1));
    expect(within(screen.getByRole('list', { name: '最近拒否されたサイト' })).queryByText('https://blog.example.com')).toBeNull();
    // Nothing left to save: the form starts again from what was saved.
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
  });

  it('keeps the owner’s unsaved edits out of the one-press save, and in the form, with the site added', async () => {
    renderWithProviders(<UrlSettingsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: '1番目の設定を削除' }));
    await userEvent.click(within(await refusedList()).getByRole('button', { name: 'http://localhost:8080 を許可する' }));
    await screen.findByText('http://localhost:8080 を許可するサイトに追加しました');

    expect(api.sent('PUT', 'url-settings').at(-1)?.body).toMatchObject({ page_rules: restricted.page_rules });
    expect(within(allowedList()).getByText('http://localhost:8080')).toBeInTheDocument();
    expect(screen.getByText('ページごとの設定はありません。すべてのページで同じように表示されます。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.sent('PUT', 'url-settings')).toHaveLength(2));
    expect(api.sent('PUT', 'url-settings').at(-1)?.body).toEqual({
      restrict_origins: true,
      allowed_origins: ['https://shop.example.com', 'http://localhost:8080'],
      page_rules: [],
    });
  });

  it('waits for one site before the next, and says why when the API refuses it', async () => {
    const held = deferred<Response>();
    api.on('PUT', 'url-settings', () => held.promise);
    renderWithProviders(<UrlSettingsScreen />);
    const list = await refusedList();
    await userEvent.click(within(list).getByRole('button', { name: 'https://blog.example.com を許可する' }));
    expect(within(list).getByRole('button', { name: 'http://localhost:8080 を許可する' })).toBeDisabled();

    held.resolve(validationError({ allowed_origins: `許可するサイトは${ALLOWED_ORIGINS_MAX}件まで登録できます` }));
    expect(await screen.findByText(`許可するサイトは${ALLOWED_ORIGINS_MAX}件まで登録できます`)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'http://localhost:8080 を許可する' })).toBeEnabled();
    expect(within(allowedList()).queryByText('https://blog.example.com')).toBeNull();
  });

  it('offers no 許可する while the allowed list is full, and says what to do', async () => {
    const full = Array.from({ length: ALLOWED_ORIGINS_MAX }, (_, i) => `https://site${i}.example.com`);
    api.on('GET', 'url-settings', () => json(200, { ...restricted, allowed_origins: full }));
    renderWithProviders(<UrlSettingsScreen />);
    const list = await refusedList();
    for (const button of within(list).getAllByRole('button', { name: /を許可する$/ })) expect(button).toBeDisabled();
    expect(screen.getByText(/許可するサイトは50件まで登録できます。追加するには、使っていないサイトを削除して保存してください。/)).toBeInTheDocument();
  });

  it('says when there is none, and shows nothing (asks nothing) while sites are not restricted', async () => {
    refused = [];
    const { unmount } = renderWithProviders(<UrlSettingsScreen />);
    expect(await screen.findByText('最近拒否されたサイトはありません。')).toBeInTheDocument();
    unmount();

    api.on('GET', 'url-settings', () => json(200, { ...restricted, restrict_origins: false }));
    const before = api.sent('GET', 'url-settings/refused-origins').length;
    renderWithProviders(<UrlSettingsScreen />);
    await screen.findByRole('list', { name: '表示を許可するサイト' });
    expect(screen.queryByRole('heading', { name: '最近拒否されたサイト' })).toBeNull();
    expect(api.sent('GET', 'url-settings/refused-origins')).toHaveLength(before);
  });
});
