import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DETAIL_AI_SETTINGS_DEFAULTS, type DetailAiSettingsResponse } from 'shared-contracts';
import { json, type FakeApi } from '../testing/fake-api';
import { fakeDetailAiApi, renderLoaded, saveButton } from './detail-ai-screen.testing';

jest.setTimeout(20_000);

const builtin: DetailAiSettingsResponse = {
  ...DETAIL_AI_SETTINGS_DEFAULTS,
  api_key_status: 'unset',
  embedding: { type: 'builtin' },
  embedding_api_key_status: 'unset',
  updated_at: null,
};
const openAiEmbedding: DetailAiSettingsResponse = {
  ...builtin,
  embedding: { type: 'openai_compatible', base_url: 'https://api.openai.com/v1', model: 'text-embedding-3-small', dimensions: 1536 },
  embedding_api_key_status: 'set',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const SECRET = 'sk-emb-STORED-SECRET-456';
const REEMBED_NOTE = '埋め込みモデルを変えて保存すると、ナレッジをバックグラウンドで新しいモデルで埋め込み直します。終わるまでは、これまでのモデルのベクトルで検索を続けます。';

let api: FakeApi;
beforeEach(() => {
  api = fakeDetailAiApi(builtin);
});


const section = () => screen.getByRole('region', { name: '検索に使う埋め込みモデル' });
const inSection = () => within(section());

/** Answers a save as the API does: an OpenAI-compatible provider comes back measured, a key sent is 設定済み. */
function echoSave(embeddingBefore: 'set' | 'unset', dimensions = 1536) {
  api.on('PUT', 'detail-ai-settings', (request) => {
    const { api_key: _key, embedding_api_key: key, embedding, ...rest } = request.body as Record<string, unknown> & { embedding: { type: string } };
    const status = key === null || embedding.type === 'builtin' ? 'unset' : typeof key === 'string' ? 'set' : embeddingBefore;
    return json(200, {
      ...rest,
      api_key_status: 'unset',
      embedding: embedding.type === 'builtin' ? embedding : { ...embedding, dimensions },
      embedding_api_key_status: status,
      updated_at: '2026-11-21T05:00:00.000Z',
    });
  });
}

describe('/chatsettings/detailaisettings: 検索に使う埋め込みモデル', () => {
  it('starts on the built-in model, with no URL or key to enter and the re-embedding note', async () => {
    await renderLoaded();
    expect(within(section()).getByRole('heading', { level: 2, name: '検索に使う埋め込みモデル' })).toBeInTheDocument();
    expect(inSection().getByRole('radio', { name: /^組み込みモデル/ })).toBeChecked();
    expect(inSection().getByRole('radio', { name: /^OpenAI互換のAPI/ })).not.toBeChecked();
    expect(inSection().queryByRole('textbox', { name: 'ベースURL' })).not.toBeInTheDocument();
    expect(inSection().queryByText('APIキー')).not.toBeInTheDocument();
    expect(inSection().getByText(REEMBED_NOTE)).toBeInTheDocument();
    expect(inSection().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switches to an OpenAI-compatible API, saves it with a key once, and shows the measured dimensions', async () => {
    echoSave('unset');
    await renderLoaded();
    await userEvent.click(inSection().getByRole('radio', { name: /^OpenAI互換のAPI/ }));
    expect(inSection().getByRole('textbox', { name: 'ベースURL' })).toHaveValue('https://api.openai.com/v1');
    // Another model than the saved one: the note says what a save will do, prominently.
    expect(inSection().getByRole('alert')).toHaveTextContent(REEMBED_NOTE);
    await userEvent.type(inSection().getByRole('textbox', { name: 'モデル名' }), 'text-embedding-3-small');
    expect(inSection().getByLabelText('埋め込みモデルのAPIキーの状態: 未設定')).toBeInTheDocument();
    const key = inSection().getByLabelText('埋め込みモデルのAPIキー', { selector: 'input' });
    expect(key).toHaveAttribute('type', 'password');
    await userEvent.type(key, 'sk-embedding-new');
    await userEvent.click(saveButton());

    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    expect(api.sent('PUT', 'detail-ai-settings')[0]?.body).toEqual({
      ...DETAIL_AI_SETTINGS_DEFAULTS,
      embedding: { type: 'openai_compatible', base_url: 'https://api.openai.com/v1', model: 'text-embedding-3-small' },
      embedding_api_key: 'sk-embedding-new',
    });
    expect(await inSection().findByText('ベクトルの次元数: 1536（保存時に測定）')).toBeInTheDocument();
    expect(inSection().getByLabelText('埋め込みモデルのAPIキーの状態: 設定済み')).toBeInTheDocument();
    expect(inSection().queryByLabelText('埋め込みモデルのAPIキー', { selector: 'input' })).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('sk-embedding-new');
    // Saved: the model on screen is the one answering, the note goes quiet again.
    expect(inSection().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('never renders a stored key, even if one came back in a response', async () => {
    api.on('GET', 'detail-ai-settings', () => json(200, { ...openAiEmbedding, embedding_api_key: SECRET, embedding: { ...openAiEmbedding.embedding, api_key: SECRET } }));
    await renderLoaded();
    expect(inSection().getByRole('radio', { name: /^OpenAI互換のAPI/ })).toBeChecked();
    expect(inSection().getByText('ベクトルの次元数: 1536（保存時に測定）')).toBeInTheDocument();
    await userEvent.click(inSection().getByRole('button', { name: '変更する' }));
    expect(inSection().getByLabelText('埋め込みモデルの新しいAPIキー', { selector: 'input' })).toHaveValue('');
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('keeps the stored key on a save that does not touch it, and the answering engine key apart', async () => {
    api.on('GET', 'detail-ai-settings', () => json(200, openAiEmbedding));
    echoSave('set');
    await renderLoaded();
    await userEvent.click(screen.getByRole('switch', { name: /回答に参照元を表示する/ }));
    await userEvent.click(saveButton());
    await waitFor(() => expect(api.sent('PUT', 'detail-ai-settings')).toHaveLength(1));
    const sent = api.sent('PUT', 'detail-ai-settings')[0]?.body as Record<string, unknown>;
    expect(sent).not.toHaveProperty('embedding_api_key');
    expect(sent).not.toHaveProperty('api_key');
    expect(sent.embedding).toEqual({ type: 'openai_compatible', base_url: 'https://api.openai.com/v1', model: 'text-embedding-3-small' });

    await userEvent.click(inSection().getByRole('button', { name: '削除' }));
    expect(inSection().getByText('保存すると、保存済みのAPIキーが削除されます。')).toBeInTheDocument();
    await userEvent.click(saveButton());
    await waitFor(() => expect(api.sent('PUT', 'detail-ai-settings')).toHaveLength(2));
    expect(api.sent('PUT', 'detail-ai-settings')[1]?.body).toMatchObject({ embedding_api_key: null });
    expect(await inSection().findByLabelText('埋め込みモデルのAPIキーの状態: 未設定')).toBeInTheDocument();
  });

  it('hides the measured dimensions and warns of the key when another model or host is on screen', async () => {
    api.on('GET', 'detail-ai-settings', () => json(200, openAiEmbedding));
    await renderLoaded();
    const model = inSection().getByRole('textbox', { name: 'モデル名' });
    await userEvent.clear(model);
    await userEvent.type(model, 'text-embedding-3-large');
    expect(inSection().queryByText(/ベクトルの次元数: 1536/)).not.toBeInTheDocument();
    expect(inSection().getByRole('alert')).toHaveTextContent(REEMBED_NOTE);
    expect(inSection().queryByText(/接続先を変えて保存すると/)).not.toBeInTheDocument();

    const baseUrl = inSection().getByRole('textbox', { name: 'ベースURL' });
    await userEvent.clear(baseUrl);
    await userEvent.type(baseUrl, 'http://localhost:11434/v1');
    expect(inSection().getByText(/接続先を変えて保存すると、保存済みのAPIキーは削除されます/)).toBeInTheDocument();
  });

  it('refuses an incomplete provider at its fields and sends nothing', async () => {
    await renderLoaded();
    await userEvent.click(inSection().getByRole('radio', { name: /^OpenAI互換のAPI/ }));
    const baseUrl = inSection().getByRole('textbox', { name: 'ベースURL' });
    await userEvent.clear(baseUrl);
    await userEvent.type(baseUrl, 'api.openai.com/v1');
    await userEvent.click(saveButton());
    await waitFor(() =>
      expect(inSection().getByRole('textbox', { name: 'モデル名' })).toHaveAccessibleDescription(expect.stringContaining('モデル名を入力してください')),
    );
    expect(baseUrl).toHaveAccessibleDescription(expect.stringContaining('ベースURLは http:// または https:// で始まるURLを入力してください'));
    expect(api.sent('PUT', 'detail-ai-settings')).toHaveLength(0);
  });

  it("shows the API's refusal of a stored key at the key, opening its field", async () => {
    api.on('GET', 'detail-ai-settings', () => json(200, openAiEmbedding));
    api.on('PUT', 'detail-ai-settings', () =>
      json(400, {
        code: 'validation_error',
        message: '埋め込みモデルに接続できなかったため、保存できませんでした。接続テストで原因を確認してください',
        fields: { embedding_api_key: 'APIキーが正しくありません。キーを確認して入力し直してください' },
      }),
    );
    await renderLoaded();
    expect(inSection().queryByLabelText('埋め込みモデルの新しいAPIキー', { selector: 'input' })).not.toBeInTheDocument();
    const model = inSection().getByRole('textbox', { name: 'モデル名' });
    await userEvent.clear(model);
    await userEvent.type(model, 'text-embedding-3-large');
    await userEvent.click(saveButton());
    const key = await inSection().findByLabelText('埋め込みモデルの新しいAPIキー', { selector: 'input' });
    expect(key).toHaveAccessibleDescription(expect.stringContaining('APIキーが正しくありません。キーを確認して入力し直してください'));
    expect(await screen.findByText('埋め込みモデルに接続できなかったため、保存できませんでした。接続テストで原因を確認してください')).toBeInTheDocument();
  });

  it('tests the provider on screen with its own button and shows the dimensions the API reports', async () => {
    api.on('GET', 'detail-ai-settings', () => json(200, openAiEmbedding));
    api.on('POST', 'detail-ai-settings/embedding-connection-test', () =>
      json(200, { ok: true, message: '接続できました（モデル: nomic-embed-text、ベクトルの次元数: 768）', dimensions: 768 }),
    );
    await renderLoaded();
    const baseUrl = inSection().getByRole('textbox', { name: 'ベースURL' });
    await userEvent.clear(baseUrl);
    await userEvent.type(baseUrl, 'https://ollama.example.com/v1');
    const model = inSection().getByRole('textbox', { name: 'モデル名' });
    await userEvent.clear(model);
    await userEvent.type(model, 'nomic-embed-text');
    await userEvent.click(inSection().getByRole('button', { name: '埋め込みモデルの接続テスト' }));

    expect(await inSection().findByText('接続できました（モデル: nomic-embed-text、ベクトルの次元数: 768）')).toBeInTheDocument();
    // No key typed: the API decides whether the stored one may go there (another origin: it does not).
    expect(api.sent('POST', 'detail-ai-settings/embedding-connection-test')[0]?.body).toEqual({
      embedding: { type: 'openai_compatible', base_url: 'https://ollama.example.com/v1', model: 'nomic-embed-text' },
    });
    expect(api.sent('POST', 'detail-ai-settings/connection-test')).toHaveLength(0);
    expect(api.sent('PUT', 'detail-ai-settings')).toHaveLength(0);
  });

  it('tests with a typed key, and not at all while the fields are incomplete', async () => {
    api.on('POST', 'detail-ai-settings/embedding-connection-test', () =>
      json(200, { ok: false, message: 'APIキーが正しくありません。キーを確認して入力し直してください' }),
    );
    await renderLoaded();
    await userEvent.click(inSection().getByRole('radio', { name: /^OpenAI互換のAPI/ }));
    const test = inSection().getByRole('button', { name: '埋め込みモデルの接続テスト' });
    await userEvent.click(test);
    await waitFor(() =>
      expect(inSection().getByRole('textbox', { name: 'モデル名' })).toHaveAccessibleDescription(expect.stringContaining('モデル名を入力してください')),
    );
    expect(api.sent('POST', 'detail-ai-settings/embedding-connection-test')).toHaveLength(0);

    await userEvent.type(inSection().getByRole('textbox', { name: 'モデル名' }), 'text-embedding-3-small');
    await userEvent.type(inSection().getByLabelText('埋め込みモデルのAPIキー', { selector: 'input' }), 'sk-typed');
    await userEvent.click(test);
    expect(await inSection().findByText('APIキーが正しくありません。キーを確認して入力し直してください')).toBeInTheDocument();
    expect(api.sent('POST', 'detail-ai-settings/embedding-connection-test')[0]?.body).toEqual({
      embedding: { type: 'openai_compatible', base_url: 'https://api.openai.com/v1', model: 'text-embedding-3-small' },
      api_key: 'sk-typed',
    });
  });

  it('goes back to the built-in model, and its test needs no network', async () => {
    api.on('GET', 'detail-ai-settings', () => json(200, openAiEmbedding));
    api.on('POST', 'detail-ai-settings/embedding-connection-test', () =>
      json(200, { ok: true, message: '組み込みモデルはこのサーバーの中で動き、外部と通信しないため、接続テストは必要ありません' }),
    );
    echoSave('set');
    await renderLoaded();
    await userEvent.click(inSection().getByRole('radio', { name: /^組み込みモデル/ }));
    expect(inSection().queryByRole('textbox', { name: 'ベースURL' })).not.toBeInTheDocument();
    await userEvent.click(inSection().getByRole('button', { name: '埋め込みモデルの接続テスト' }));
    expect(await inSection().findByText(/接続テストは必要ありません/)).toBeInTheDocument();
    expect(api.sent('POST', 'detail-ai-settings/embedding-connection-test')[0]?.body).toEqual({ embedding: { type: 'builtin' } });
    await userEvent.click(saveButton());
    await waitFor(() => expect(api.sent('PUT', 'detail-ai-settings')).toHaveLength(1));
    expect(api.sent('PUT', 'detail-ai-settings')[0]?.body).toMatchObject({ embedding: { type: 'builtin' } });
    // Back on the OpenAI-compatible option, what was there comes back.
    await userEvent.click(inSection().getByRole('radio', { name: /^OpenAI互換のAPI/ }));
    expect(inSection().getByRole('textbox', { name: 'モデル名' })).toHaveValue('text-embedding-3-small');
  });
});
