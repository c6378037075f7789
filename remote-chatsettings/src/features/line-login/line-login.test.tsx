import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LineLoginSettingsResponse } from 'shared-contracts';
import { renderWithProviders, typeInto } from 'shared-ui/testing';
import { installFakeApi, json, validationError, type FakeApi } from '../../testing/fake-api';
import { LineLoginScreen } from './components/LineLoginScreen';

const SECRET = '0123456789abcdef0123456789abcdef';
const CALLBACK = 'http://localhost:4000/api/v1/public/line/callback';

const stored: LineLoginSettingsResponse = {
  enabled: false,
  channel_id: '1654321098',
  sign_in_requirement: 'never',
  mail_enabled: false,
  mail_available: true,
  channel_secret_status: 'unset',
  callback_url: CALLBACK,
  updated_at: null,
};

// MUI menus and dialogs are slow in jsdom; the default 5 s is too tight on a machine that also builds.
jest.setTimeout(20_000);

describe('LINE login settings', () => {
  let api: FakeApi;

  beforeEach(() => {
    api = installFakeApi();
  });

  it('shows a skeleton, then the stored settings with the callback URL to copy', async () => {
    api.on('GET', 'line-login-settings', () => json(200, { ...stored, channel_secret_status: 'set' }));
    renderWithProviders(<LineLoginScreen />);

    expect(screen.getByRole('progressbar', { name: '読み込み中' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'チャネルID' })).toHaveValue('1654321098');
    expect(screen.getByText('設定済み')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'コールバックURL' })).toHaveValue(CALLBACK);
    expect(screen.getByRole('textbox', { name: 'コールバックURL' })).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'ログインは任意' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'ログインしたアカウントの一覧' })).toHaveAttribute('href', '/chatsettings/linelogin/account-list');
  });

  it('sends a new secret once and never shows it again', async () => {
    api.on('GET', 'line-login-settings', () => json(200, stored));
    api.on('PUT', 'line-login-settings', (request) => {
      const { channel_secret: _secret, ...document } = request.body as Record<string, unknown>;
      return json(200, { ...stored, ...document, channel_secret_status: 'set', updated_at: '2026-11-21T05:00:00.000Z' });
    });
    const { container } = renderWithProviders(<LineLoginScreen />);
    expect(await screen.findByText('未設定')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '設定する' }));
    const secretInput = screen.getByLabelText(/新しいチャネルシークレット/);
    expect(secretInput).toHaveAttribute('type', 'password');
    await userEvent.type(secretInput, SECRET);
    await userEvent.click(screen.getByRole('switch', { name: /LINEログインを使う/ }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    expect(api.sent('PUT', 'line-login-settings')[0]?.body).toEqual({
      enabled: true,
      channel_id: '1654321098',
      sign_in_requirement: 'never',
      mail_enabled: false,
      channel_secret: SECRET,
    });
    expect(screen.getByText('設定済み')).toBeInTheDocument();
    expect(screen.queryByLabelText(/新しいチャネルシークレット/)).not.toBeInTheDocument();
    expect(container.ownerDocument.body.innerHTML).not.toContain(SECRET);
  });

  it('keeps the stored secret unless asked, and deletes it with null', async () => {
    api.on('GET', 'line-login-settings', () => json(200, { ...stored, channel_secret_status: 'set' }));
    api.on('PUT', 'line-login-settings', (request) => json(200, { ...stored, ...(request.body as object), channel_secret_status: 'unset' }));
    renderWithProviders(<LineLoginScreen />);
    await screen.findByText('設定済み');

    await userEvent.click(screen.getByRole('radio', { name: '会話を始める前にログインが必要' }));
    await userEvent.click(screen.getByRole('button', { name: '削除する' }));
    expect(screen.getByText('保存するとチャネルシークレットが削除されます。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(api.sent('PUT', 'line-login-settings')).toHaveLength(1));
    expect(api.sent('PUT', 'line-login-settings')[0]?.body).toEqual({
      enabled: false,
      channel_id: '1654321098',
      sign_in_requirement: 'before_chat',
      mail_enabled: false,
      channel_secret: null,
    });
    expect(await screen.findByText('未設定')).toBeInTheDocument();
  });

  it('puts the contract messages and the API refusal at their fields', async () => {
    api.on('GET', 'line-login-settings', () => json(200, stored));
    api.on('PUT', 'line-login-settings', () =>
      validationError({ channel_secret: 'LINEログインを有効にするにはチャネルシークレットを入力してください' }),
    );
    renderWithProviders(<LineLoginScreen />);
    const channelId = await screen.findByRole('textbox', { name: 'チャネルID' });

    await userEvent.clear(channelId);
    await typeInto(channelId, 'abc');
    await userEvent.tab();
    expect(
      await screen.findByText('チャネルIDは半角数字で入力してください（LINE Developersコンソールの「チャネル基本設定」に表示されています）'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '設定する' }));
    await typeInto(screen.getByLabelText(/新しいチャネルシークレット/), 'short');
    await userEvent.tab();
    expect(await screen.findByText('チャネルシークレットは32文字の半角英数字（0〜9、a〜f）で入力してください')).toBeInTheDocument();
    expect(api.sent('PUT', 'line-login-settings')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '取り消す' }));
    await userEvent.clear(channelId);
    await typeInto(channelId, '1654321098');
    await userEvent.click(screen.getByRole('switch', { name: /LINEログインを使う/ }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));

    const group = screen.getByRole('group', { name: 'チャネルシークレット' });
    expect(await within(group).findByText('LINEログインを有効にするにはチャネルシークレットを入力してください')).toBeInTheDocument();
  });

  describe('メールアドレスでのログイン', () => {
    const mailSwitch = () => screen.getByRole('switch', { name: /メールアドレスでのログインを許可する/ });

    it('is off for a new agent; switching it on warns of unsaved changes, saves, and is kept after a reload', async () => {
      let saved = stored;
      api.on('GET', 'line-login-settings', () => json(200, saved));
      api.on('PUT', 'line-login-settings', (request) => {
        const { channel_secret: _secret, ...document } = request.body as Record<string, unknown>;
        saved = { ...saved, ...document, updated_at: '2026-11-21T05:00:00.000Z' };
        return json(200, saved);
      });
      const first = renderWithProviders(<LineLoginScreen />);
      await screen.findByRole('heading', { name: 'メールアドレスでのログイン' });
      expect(mailSwitch()).not.toBeChecked();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      // Placed between the LINE channel and the requirement, which applies to both ways.
      const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(headings).toEqual(['LINEログインチャネル', 'メールアドレスでのログイン', 'ログインが必要なタイミング']);

      await userEvent.click(mailSwitch());
      expect(screen.getByText('保存されていない変更があります')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByText('保存しました')).toBeInTheDocument();
      expect(api.sent('PUT', 'line-login-settings')[0]?.body).toEqual({
        enabled: false,
        channel_id: '1654321098',
        sign_in_requirement: 'never',
        mail_enabled: true,
      });
      expect(screen.getByText('保存されていない変更があります')).not.toBeVisible();

      first.unmount();
      renderWithProviders(<LineLoginScreen />);
      await screen.findByRole('heading', { name: 'メールアドレスでのログイン' });
      expect(mailSwitch()).toBeChecked();
    });

    it('says plainly when this server cannot send mail, and still saves the choice', async () => {
      api.on('GET', 'line-login-settings', () => json(200, { ...stored, mail_available: false }));
      api.on('PUT', 'line-login-settings', (request) => json(200, { ...stored, ...(request.body as object), mail_available: false }));
      renderWithProviders(<LineLoginScreen />);
      const warning = await screen.findByRole('alert');
      expect(warning).toHaveTextContent(
        'このサーバーはメールを送信できるように設定されていないため、オンにしてもチャットにメールでのログインは表示されません。管理者がメール送信（SMTP）を設定すると使えるようになります。',
      );
      await userEvent.click(mailSwitch());
      await userEvent.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByText('保存しました')).toBeInTheDocument();
      expect(api.sent('PUT', 'line-login-settings')[0]?.body).toMatchObject({ mail_enabled: true });
      expect(mailSwitch()).toBeChecked();
    });
  });
});
