import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_UI_SETTINGS_DEFAULTS, type ChatUiSettingsResponse } from 'shared-contracts';
import { renderWithProviders } from 'shared-ui/testing';
import { installFakeApi, json, validationError, type FakeApi } from '../testing/fake-api';
import { ChatSettingsRoute } from './chat-settings';

const stored: ChatUiSettingsResponse = { ...CHAT_UI_SETTINGS_DEFAULTS, updated_at: null };

let api: FakeApi;
beforeEach(() => {
  window.localStorage.clear();
  api = installFakeApi().on('GET', 'chat-ui-settings', () => json(200, stored));
});

async function renderLoaded() {
  const view = renderWithProviders(<ChatSettingsRoute />, { path: '/chatsettings' });
  await screen.findByRole('form', { name: 'チャットUI' });
  return view;
}

const titleField = () => screen.getByRole('textbox', { name: 'タイトル' });
const saveButton = () => screen.getByRole('button', { name: '保存' });

describe('/chatsettings chat UI settings', () => {
  it('keeps the way into every sub-screen and shows a skeleton until the settings arrive', async () => {
    renderWithProviders(<ChatSettingsRoute />, { path: '/chatsettings' });
    expect(screen.getByRole('list', { name: '会話設定の項目' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '読み込み中' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'チャットUI' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: '読み込み中' })).not.toBeInTheDocument();
    expect(titleField()).toHaveValue('AIアシスタント');
    expect(screen.getByRole('textbox', { name: 'テーマカラー' })).toHaveValue('#6d28d9');
    expect(screen.getByRole('radio', { name: '右下' })).toBeChecked();
    expect(screen.getByRole('switch', { name: /アバターを表示する/ })).toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: 'プレビュー' })).toBeInTheDocument();
  });

  it('saves the edited settings and says 保存しました', async () => {
    api.on('PUT', 'chat-ui-settings', (request) =>
      json(200, { ...(request.body as object), updated_at: '2026-11-21T05:00:00.000Z' }),
    );
    await renderLoaded();
    expect(saveButton()).toBeDisabled();

    await userEvent.clear(titleField());
    await userEvent.type(titleField(), 'サポート窓口');
    await userEvent.click(screen.getByRole('radio', { name: '左下' }));
    const x = screen.getByRole('spinbutton', { name: '横の余白' });
    await userEvent.clear(x);
    await userEvent.type(x, '40');
    await userEvent.click(screen.getByRole('switch', { name: /ページを開いたらチャットを開く/ }));
    await userEvent.click(saveButton());

    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    expect(api.sent('PUT', 'chat-ui-settings').map((r) => r.body)).toEqual([
      {
        ...CHAT_UI_SETTINGS_DEFAULTS,
        title: 'サポート窓口',
        launcher_side: 'left',
        launcher_offset: { x: 40, y: 24 },
        open_on_load: true,
      },
    ]);
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(titleField()).toHaveValue('サポート窓口');
  });

  it("refuses a malformed colour at the field with the schema's message and sends nothing", async () => {
    await renderLoaded();
    const color = screen.getByRole('textbox', { name: 'テーマカラー' });
    await userEvent.clear(color);
    await userEvent.type(color, 'purple');
    await userEvent.click(saveButton());

    const message = 'テーマカラーは #7C3AED のように「#」と6桁の16進数で入力してください';
    await waitFor(() => expect(color).toHaveAccessibleDescription(message));
    expect(color).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent('入力内容にエラーがあります。赤く表示された項目を確認してください。');
    expect(api.sent('PUT', 'chat-ui-settings')).toHaveLength(0);
  });

  it('refuses an offset past 200 px at the field', async () => {
    await renderLoaded();
    const y = screen.getByRole('spinbutton', { name: '下の余白' });
    await userEvent.clear(y);
    await userEvent.type(y, '201');
    await userEvent.click(saveButton());
    await waitFor(() => expect(y).toHaveAccessibleDescription('ランチャーの下の余白は0〜200pxの整数で入力してください'));
    expect(api.sent('PUT', 'chat-ui-settings')).toHaveLength(0);
  });

  it("shows the API's field error at the field it names", async () => {
    api.on('PUT', 'chat-ui-settings', () => validationError({ title: 'タイトルに使えない文字が含まれています' }));
    await renderLoaded();
    await userEvent.type(titleField(), '！');
    await userEvent.click(saveButton());

    await waitFor(() => expect(titleField()).toHaveAccessibleDescription(expect.stringContaining('タイトルに使えない文字が含まれています')));
    expect(titleField()).toHaveFocus();
    expect(await screen.findByRole('alert')).toHaveTextContent('入力内容を確認してください');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = await renderLoaded();
    await userEvent.type(titleField(), '（編集中）');
    await userEvent.tab();
    await act(() => router.navigate('/chatsettings/quickreply'));

    const dialog = await screen.findByRole('dialog', { name: '保存されていない変更があります' });
    expect(router.state.location.pathname).toBe('/chatsettings');
    await userEvent.click(within(dialog).getByRole('button', { name: '破棄して移動' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chatsettings/quickreply'));
  });

  it('puts everything back with 変更を破棄', async () => {
    await renderLoaded();
    await userEvent.clear(titleField());
    await userEvent.type(titleField(), '別の名前');
    await userEvent.click(screen.getByRole('button', { name: '変更を破棄' }));
    expect(titleField()).toHaveValue('AIアシスタント');
    expect(saveButton()).toBeDisabled();
  });

  it('draws the preview from the unsaved values', async () => {
    await renderLoaded();
    const launcher = screen.getByTestId('preview-launcher');
    expect(launcher).toHaveAttribute('data-side', 'right');
    await userEvent.click(screen.getByRole('radio', { name: '左下' }));
    expect(launcher).toHaveAttribute('data-side', 'left');

    await userEvent.clear(titleField());
    await userEvent.type(titleField(), 'よろず相談');
    expect(within(screen.getByTestId('preview-window')).getByText('よろず相談')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: /クイックリプライを表示する/ }));
    expect(screen.queryByTestId('preview-quick-replies')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '閉じた状態' }));
    expect(screen.getByTestId('preview-welcome')).toHaveTextContent('ご質問があればお気軽にどうぞ');
    expect(screen.queryByTestId('preview-window')).not.toBeInTheDocument();
  });

  it('counts the title the way the schema does', async () => {
    await renderLoaded();
    await userEvent.clear(titleField());
    await userEvent.type(titleField(), '𠮷野家');
    expect(screen.getByLabelText('30文字中3文字')).toBeInTheDocument();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    let calls = 0;
    api.on('GET', 'chat-ui-settings', () => {
      calls += 1;
      return calls === 1 ? json(500, { code: 'internal', message: 'サーバーでエラーが発生しました' }) : json(200, stored);
    });
    renderWithProviders(<ChatSettingsRoute />, { path: '/chatsettings' });
    expect(await screen.findByText('チャットUIの設定を読み込めませんでした')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('form', { name: 'チャットUI' })).toBeInTheDocument();
  });
});
