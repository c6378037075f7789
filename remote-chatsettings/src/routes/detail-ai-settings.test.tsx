import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DETAIL_AI_SETTINGS_DEFAULTS, countChars, type DetailAiSettingsResponse } from 'shared-contracts';
import { renderWithProviders } from 'shared-ui/testing';
import { json, validationError, type FakeApi } from '../testing/fake-api';
import { fakeDetailAiApi, renderLoaded, saveButton } from './detail-ai-screen.testing';
import { DetailAiSettingsRoute } from './detail-ai-settings';

jest.setTimeout(20_000);

const builtin: DetailAiSettingsResponse = {
  ...DETAIL_AI_SETTINGS_DEFAULTS,
  api_key_status: 'unset',
  embedding: { type: 'builtin' },
  embedding_api_key_status: 'unset',
  updated_at: null,
};
const anthropicWithKey: DetailAiSettingsResponse = {
  ...builtin,
  engine: { type: 'anthropic', model: 'claude-sonnet-4-5' },
  api_key_status: 'set',
  updated_at: '2026-11-20T10:00:00.000Z',
};

/** The response as a misbehaving API might send it: the key must still never reach the screen. */
const SECRET = 'sk-ant-STORED-SECRET-123';

let api: FakeApi;
beforeEach(() => {
  api = fakeDetailAiApi(builtin);
});


const engineRadio = (name: RegExp) => screen.getByRole('radio', { name });

/** Answers a save as the API does: a key sent or kept is 設定済み, null deletes it. */
function echoSave(before: 'set' | 'unset') {
  api.on('PUT', 'detail-ai-settings', (request) => {
    const { api_key: key, embedding_api_key: _embeddingKey, ...rest } = request.body as Record<string, unknown>;
    const status = key === null ? 'unset' : typeof key === 'string' ? 'set' : before;
    return json(200, { ...rest, api_key_status: status, embedding_api_key_status: 'unset', updated_at: '2026-11-21T05:00:00.000Z' });
  });
}

describe('/chatsettings/detailaisettings', () => {
  it('shows a skeleton, then the built-in responder with no key to enter', async () => {
    renderWithProviders(<DetailAiSettingsRoute />, { path: '/chatsettings/detailaisettings' });
    expect(screen.getByRole('progressbar', { name: '読み込み中' })).toBeInTheDocument();
    await screen.findByRole('form', { name: 'AI詳細設定' });
    expect(engineRadio(/^内蔵のナレッジ応答/)).toBeChecked();
    expect(screen.queryByText('APIキー')).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: '温度' })).toHaveValue(0.3);
    expect(screen.getByRole('slider', { name: '温度' })).toHaveValue('0.3');
    expect(screen.getByRole('spinbutton', { name: '回答の最大文字数' })).toHaveValue(400);
    expect(screen.getByRole('switch', { name: /ナレッジにある内容だけで回答する/ })).toBeChecked();
    expect(screen.getByLabelText(`4000文字中${countChars(DETAIL_AI_SETTINGS_DEFAULTS.system_prompt)}文字`)).toBeInTheDocument();
  });

  it('switches to an OpenAI-compatible endpoint, saves the key once and never shows it again', async () => {
    echoSave('unset');
    await renderLoaded();
    await userEvent.click(engineRadio(/^OpenAI互換API/));
    expect(screen.getByRole('textbox', { name: 'ベースURL' })).toHaveValue('https://api.openai.com/v1');
    await userEvent.type(screen.getByRole('textbox', { name: 'モデル名' }), 'gpt-4o-mini');
    expect(screen.getByLabelText('APIキーの状態: 未設定')).toBeInTheDocument();
    const key = screen.getByLabelText('APIキー', { selector: 'input' });
    expect(key).toHaveAttribute('type', 'password');
    await userEvent.type(key, 'sk-new-secret-value');
    await userEvent.click(saveButton());

    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    expect(api.sent('PUT', 'detail-ai-settings')[0]?.body).toEqual({
      ...DETAIL_AI_SETTINGS_DEFAULTS,
      engine: { type: 'openai_compatible', base_url: 'https://api.openai.com/v1', model: 'gpt-4o-mini' },
      api_key: 'sk-new-secret-value',
      embedding: { type: 'builtin' },
    });
    expect(await screen.findByLabelText('APIキーの状態: 設定済み')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('sk-new-secret-value');
    expect(screen.queryByLabelText('APIキー', { selector: 'input' })).not.toBeInTheDocument();
  });

  it('never renders a stored key, even if one came back in a response', async () => {
    api.on('GET', 'detail-ai-settings', () => json(200, { ...anthropicWithKey, api_key: SECRET }));
    await renderLoaded();
    expect(engineRadio(/^Anthropic/)).toBeChecked();
    expect(screen.getByLabelText('APIキーの状態: 設定済み')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '変更する' }));
    expect(screen.getByLabelText('新しいAPIキー', { selector: 'input' })).toHaveValue('');
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('keeps the stored key when saving without touching it, and deletes it with 削除', async () => {
    api.on('GET', 'detail-ai-settings', () => json(200, anthropicWithKey));
    echoSave('set');
    await renderLoaded();
    await userEvent.click(screen.getByRole('switch', { name: /回答に参照元を表示する/ }));
    await userEvent.click(screen.getByRole('button', { name: '削除' }));
    expect(screen.getByText('保存すると、保存済みのAPIキーが削除されます。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '取り消す' }));
    await userEvent.click(saveButton());
    await waitFor(() => expect(api.sent('PUT', 'detail-ai-settings')).toHaveLength(1));
    expect(api.sent('PUT', 'detail-ai-settings')[0]?.body).not.toHaveProperty('api_key');

    await userEvent.click(screen.getByRole('button', { name: '削除' }));
    await userEvent.click(saveButton());
    await waitFor(() => expect(api.sent('PUT', 'detail-ai-settings')).toHaveLength(2));
    expect(api.sent('PUT', 'detail-ai-settings')[1]?.body).toMatchObject({ api_key: null });
    expect(await screen.findByLabelText('APIキーの状態: 未設定')).toBeInTheDocument();
  });

  it('warns that a key stays behind when the provider changes', async () => {
    api.on('GET', 'detail-ai-settings', () => json(200, anthropicWithKey));
    await renderLoaded();
    expect(screen.queryByText(/接続先を変えて保存すると/)).not.toBeInTheDocument();
    await userEvent.click(engineRadio(/^OpenAI互換API/));
    expect(screen.getByText(/接続先を変えて保存すると、保存済みのAPIキーは削除されます/)).toBeInTheDocument();
    await userEvent.click(engineRadio(/^Anthropic/));
    expect(screen.getByRole('textbox', { name: 'モデル名' })).toHaveValue('claude-sonnet-4-5');
    expect(screen.queryByText(/接続先を変えて保存すると/)).not.toBeInTheDocument();
  });

  it("refuses values outside the schema's bounds at their fields and sends nothing", async () => {
    await renderLoaded();
    const temperature = screen.getByRole('spinbutton', { name: '温度' });
    fireEvent.change(temperature, { target: { value: '2.5' } });
    const passages = screen.getByRole('spinbutton', { name: '参照するナレッジの数' });
    await userEvent.clear(passages);
    await userEvent.type(passages, '11');
    await userEvent.click(engineRadio(/^Anthropic/));
    await userEvent.click(saveButton());

    expect(await screen.findByText('温度は0〜2の範囲で、0.1刻みで入力してください')).toBeInTheDocument();
    await waitFor(() => expect(passages).toHaveAccessibleDescription('参照するナレッジの数は1〜10件の整数で入力してください'));
    expect(screen.getByRole('textbox', { name: 'モデル名' })).toHaveAccessibleDescription(expect.stringContaining('モデル名を入力してください'));
    expect(api.sent('PUT', 'detail-ai-settings')).toHaveLength(0);
  });

  it("shows the API's field error at the field it names", async () => {
    api.on('PUT', 'detail-ai-settings', () => validationError({ 'engine.base_url': 'ベースURLに接続できるアドレスがありません' }));
    await renderLoaded();
    await userEvent.click(engineRadio(/^OpenAI互換API/));
    await userEvent.type(screen.getByRole('textbox', { name: 'モデル名' }), 'llama3');
    await userEvent.type(screen.getByLabelText('APIキー', { selector: 'input' }), 'sk-x');
    await userEvent.click(saveButton());
    const baseUrl = screen.getByRole('textbox', { name: 'ベースURL' });
    await waitFor(() => expect(baseUrl).toHaveAccessibleDescription(expect.stringContaining('ベースURLに接続できるアドレスがありません')));
  });

  it("tests the connection with the values on screen and shows the API's Japanese answer", async () => {
    api.on('POST', 'detail-ai-settings/connection-test', () =>
      json(200, { ok: false, message: 'APIキーが正しくありません。接続先の管理画面でAPIキーを確認してください。' }),
    );
    await renderLoaded();
    await userEvent.click(engineRadio(/^Anthropic/));
    await userEvent.type(screen.getByRole('textbox', { name: 'モデル名' }), 'claude-haiku');
    await userEvent.type(screen.getByLabelText('APIキー', { selector: 'input' }), 'sk-typed');
    await userEvent.click(screen.getByRole('button', { name: '接続テスト' }));

    expect(await screen.findByText('APIキーが正しくありません。接続先の管理画面でAPIキーを確認してください。')).toBeInTheDocument();
    expect(api.sent('POST', 'detail-ai-settings/connection-test')[0]?.body).toEqual({
      engine: { type: 'anthropic', model: 'claude-haiku' },
      api_key: 'sk-typed',
    });
    expect(api.sent('PUT', 'detail-ai-settings')).toHaveLength(0);
  });

  it('does not test a connection whose fields are incomplete', async () => {
    await renderLoaded();
    await userEvent.click(engineRadio(/^Anthropic/));
    await userEvent.click(screen.getByRole('button', { name: '接続テスト' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'モデル名' })).toHaveAccessibleDescription(expect.stringContaining('モデル名を入力してください')),
    );
    expect(api.sent('POST', 'detail-ai-settings/connection-test')).toHaveLength(0);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = await renderLoaded();
    await userEvent.click(screen.getByRole('switch', { name: /回答に参照元を表示する/ }));
    await act(() => router.navigate('/chatsettings'));
    const dialog = await screen.findByRole('dialog', { name: '保存されていない変更があります' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'このページに留まる' }));
    expect(router.state.location.pathname).toBe('/chatsettings/detailaisettings');
  });
});
