import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UrlSettingsResponse } from 'shared-contracts';
import { renderWithProviders, typeInto } from 'shared-ui/testing';
import { installFakeApi, json, validationError, type FakeApi } from '../../testing/fake-api';
import { UrlSettingsScreen } from './components/UrlSettingsScreen';

const embed = {
  agent_id: 'agt_demo',
  script_url: 'http://localhost:4000/widget.js',
  snippet: '<script src="http://localhost:4000/widget.js" data-agent-id="agt_demo" async></script>',
};

const stored: UrlSettingsResponse = {
  restrict_origins: false,
  allowed_origins: [],
  page_rules: [
    { pattern: 'https://example.com/checkout/*', action: { type: 'hide' } },
    { pattern: 'https://example.com/campaign/*', action: { type: 'open_automatically' } },
  ],
  embed,
  updated_at: null,
};

function savedBody(api: FakeApi) {
  return api.sent('PUT', 'url-settings').at(-1)?.body;
}

// MUI menus and dialogs are slow in jsdom; the default 5 s is too tight on a machine that also builds.
jest.setTimeout(20_000);

describe('link settings', () => {
  let api: FakeApi;

  beforeEach(() => {
    api = installFakeApi();
    api.on('GET', 'embed-snippet', () => json(200, embed));
    api.on('GET', 'url-settings', () => json(200, stored));
    // Asked for once a save restricts sites (refused-origins.test.tsx covers the list itself).
    api.on('GET', 'url-settings/refused-origins', () => json(200, { data: [] }));
    api.on('PUT', 'url-settings', (request) => json(200, { ...(request.body as object), embed, updated_at: '2026-11-21T05:00:00.000Z' }));
  });

  it('shows the embed snippet with the AgentID, where to paste it, and copies it', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<UrlSettingsScreen />);

    expect(await screen.findByTestId('embed-agent-id')).toHaveTextContent('agt_demo');
    expect(screen.getByRole('textbox', { name: '埋め込みコード' })).toHaveValue(embed.snippet);
    expect(screen.getByText(/<head> 内）か、ページの <\/body> の直前に貼り付けてください/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'コピー' }));
    expect(writeText).toHaveBeenCalledWith(embed.snippet);
  });

  it('adds sites in their canonical spelling, refusing what the contract refuses', async () => {
    renderWithProviders(<UrlSettingsScreen />);
    const site = await screen.findByRole('textbox', { name: 'サイトのURL' });

    await typeInto(site, 'example.com', { enter: true });
    expect(screen.getByText('サイトのURLは http:// または https:// から入力してください（例: https://example.com）')).toBeInTheDocument();
    await userEvent.clear(site);
    await typeInto(site, 'https://shop.example.com/top');
    await userEvent.click(screen.getByRole('button', { name: '追加' }));
    expect(screen.getByText('パスは含めず、https://example.com のようにサイトのアドレスまでを入力してください')).toBeInTheDocument();
    await userEvent.clear(site);
    await typeInto(site, 'HTTPS://Shop.Example.com:443/', { enter: true });
    expect(within(screen.getByRole('list', { name: '表示を許可するサイト' })).getByText('https://shop.example.com')).toBeInTheDocument();
    await typeInto(site, 'https://shop.example.com', { enter: true });
    expect(screen.getByText('https://shop.example.com はすでに追加されています')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: /許可したサイトでだけ表示する/ }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    expect(savedBody(api)).toMatchObject({ restrict_origins: true, allowed_origins: ['https://shop.example.com'] });
  });

  it('asks for a site before limiting to none', async () => {
    renderWithProviders(<UrlSettingsScreen />);
    await userEvent.click(await screen.findByRole('switch', { name: /許可したサイトでだけ表示する/ }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('許可するサイトを1つ以上追加するか、サイトの制限をオフにしてください')).toBeInTheDocument();
    expect(api.sent('PUT', 'url-settings')).toHaveLength(0);
  });

  it('reorders page rules with the arrows and saves them in that order', async () => {
    renderWithProviders(<UrlSettingsScreen />);

    await userEvent.click(await screen.findByRole('button', { name: '2番目の設定を上へ移動' }));
    expect(screen.getByRole('button', { name: '1番目の設定を上へ移動' })).toBeDisabled();
    // The rule that opens the chat by itself says what a phone gets instead (the widget's loader).
    const phoneNote = /スマートフォンでは、ページ全体を覆わないよう自動では開かず/;
    expect(within(screen.getByRole('listitem', { name: '1番目の設定' })).getByText(phoneNote)).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: '2番目の設定' })).queryByText(phoneNote)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(api.sent('PUT', 'url-settings')).toHaveLength(1));
    expect(savedBody(api)).toEqual({
      restrict_origins: false,
      allowed_origins: [],
      page_rules: [
        { pattern: 'https://example.com/campaign/*', action: { type: 'open_automatically' } },
        { pattern: 'https://example.com/checkout/*', action: { type: 'hide' } },
      ],
    });
  });

  it('asks for the greeting of a 別のあいさつ rule and shows API refusals at their fields', async () => {
    const refusal = 'このURLは別のページの設定と重なっています';
    api.on('PUT', 'url-settings', () => validationError({ 'page_rules.2.pattern': refusal }));
    renderWithProviders(<UrlSettingsScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'ページの設定を追加' }));
    const rule = screen.getByRole('listitem', { name: '3番目の設定' });
    // A rule just added is not an error yet: it is judged when the owner saves.
    await waitFor(() => expect(within(rule).getByRole('textbox', { name: 'ページのURL' })).toHaveFocus());
    expect(within(rule).getByRole('textbox', { name: 'ページのURL' })).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(within(rule).getByRole('textbox', { name: 'ページのURL' }));
    await userEvent.paste('https://*.example.com/*');
    await userEvent.click(within(rule).getByRole('combobox', { name: 'このページでの動作' }));
    await userEvent.click(screen.getByRole('option', { name: '別のあいさつを表示する' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(rule).findByText('あいさつを入力してください')).toBeInTheDocument();
    expect(api.sent('PUT', 'url-settings')).toHaveLength(0);

    await userEvent.click(within(rule).getByRole('textbox', { name: 'あいさつ' }));
    await userEvent.paste('{agent_name}です。');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(rule).findByText(refusal)).toBeInTheDocument();
    expect(within(rule).getByRole('textbox', { name: 'ページのURL' })).toHaveAttribute('aria-invalid', 'true');
    expect(savedBody(api)).toMatchObject({
      page_rules: [{}, {}, { pattern: 'https://*.example.com/*', action: { type: 'greeting', message: '{agent_name}です。' } }],
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = renderWithProviders(<UrlSettingsScreen />, { path: '/urlsettings' });
    await userEvent.click(await screen.findByRole('button', { name: '1番目の設定を削除' }));

    await act(() => router.navigate('/chatsettings'));
    const dialog = await screen.findByRole('dialog', { name: '保存されていない変更があります' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'このページに留まる' }));
    expect(router.state.location.pathname).toBe('/urlsettings');
  });
});
