import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMOTION_STATES_DEFAULTS, type EmotionState } from 'shared-contracts';
import { renderWithProviders, typeInto } from 'shared-ui/testing';
import { validationError, type FakeApi } from '../testing/fake-api';
import { echoSaved, imageItem, installFreshAccountApi, withMediaLibrary } from '../testing/fixtures';
import { EmotionStatesRoute } from './emotion-states';

let api: FakeApi;
beforeEach(() => {
  window.localStorage.clear();
  api = installFreshAccountApi();
});

async function renderLoaded() {
  const view = renderWithProviders(<EmotionStatesRoute />, { path: '/avatarsettings/emotionstates' });
  await screen.findByRole('form', { name: '感情設定' });
  return view;
}

const card = (label: string) => screen.getByRole('listitem', { name: label });
const wordInput = (label: string) => within(card(label)).getByRole('textbox', { name: '言葉を追加' });
const words = (label: string) =>
  within(within(card(label)).getByRole('list', { name: 'きっかけの言葉' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const saveButton = () => screen.getByRole('button', { name: '保存' });

describe('/avatarsettings/emotionstates', () => {
  it('lists the five built-in emotions, each previewed with its face, none of them deletable', async () => {
    await renderLoaded();
    const items = within(screen.getByRole('list', { name: '感情の一覧' })).getAllByRole('listitem', { name: /./ });
    expect(items.filter((item) => item.hasAttribute('data-emotion')).map((item) => item.getAttribute('aria-label'))).toEqual([
      '通常',
      '喜び',
      '怒り',
      '悲しみ',
      '驚き',
    ]);
    const faces: [string, string][] = [
      ['喜び', 'joy'],
      ['怒り', 'anger'],
      ['驚き', 'surprise'],
    ];
    for (const [label, expression] of faces) {
      const face = within(card(label)).getByRole('img', { name: `「${label}」のプレビュー` });
      expect(face.querySelector('[data-expression]')).toHaveAttribute('data-expression', expression);
    }
    expect(screen.queryByRole('button', { name: /^感情「.+」を削除$/ })).not.toBeInTheDocument();
    expect(within(card('通常')).getByRole('switch')).toBeDisabled();
    expect(screen.getAllByRole('button', { name: '画像を選択' })).toHaveLength(5);
  });

  it("shows an emotion's own image from the media library, picked in the library's dialog", async () => {
    const smile = imageItem('0b5c1d0e-7a51-4c8e-9d55-3f0f1a2b3c4d', '笑顔.png');
    withMediaLibrary(api, [smile]);
    echoSaved(api, 'emotion-states');
    await renderLoaded();
    await userEvent.click(within(card('喜び')).getByRole('button', { name: '画像を選択' }));
    const dialog = await screen.findByRole('dialog', { name: 'メディアライブラリから画像を選ぶ' });
    await userEvent.dblClick(await within(dialog).findByRole('button', { name: /笑顔\.png/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const face = within(card('喜び')).getByRole('img', { name: '「喜び」のプレビュー' });
    expect(face.querySelector('img')).toHaveAttribute('src', smile.url);
    await userEvent.click(saveButton());
    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    const sent = api.sent('PUT', 'emotion-states')[0]?.body as { emotions: EmotionState[] };
    expect(sent.emotions[1]).toMatchObject({ key: 'joy', image_media_id: smile.id });

    await userEvent.click(within(card('喜び')).getByRole('button', { name: '画像を外す' }));
    expect(within(card('喜び')).getByRole('img', { name: '「喜び」のプレビュー' }).querySelector('[data-expression="joy"]')).toBeInTheDocument();
  });

  it('adds trigger words with Enter and commas, but not with the Enter that confirms an IME conversion', async () => {
    await renderLoaded();
    const input = wordInput('怒り');
    await typeInto(input, 'むかつく');
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(words('怒り')).toEqual(['ひどい', '許せない', 'ふざけるな']);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(words('怒り')).toEqual(['ひどい', '許せない', 'ふざけるな', 'むかつく']);
    expect(input).toHaveValue('');

    await typeInto(input, '最悪、いい加減にして,');
    expect(words('怒り')).toEqual(['ひどい', '許せない', 'ふざけるな', 'むかつく', '最悪', 'いい加減にして']);
  });

  it('holds back a word already there, or longer than 30 characters, with the schema’s message', async () => {
    await renderLoaded();
    const input = wordInput('喜び');
    await typeInto(input, 'ありがとう', { enter: true });
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining('「ありがとう」はすでに追加されています')));
    await userEvent.clear(input);
    await typeInto(input, 'あ'.repeat(31), { enter: true });
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining('トリガーワードは30文字以内で入力してください')));
    expect(words('喜び')).toHaveLength(5);
  });

  it('removes a word with its chip', async () => {
    await renderLoaded();
    await userEvent.click(within(card('悲しみ')).getByRole('button', { name: '言葉「残念」を削除' }));
    expect(words('悲しみ')).toEqual(['悲しい', 'つらい', '申し訳']);
  });

  it('adds an owner-added emotion with a stable key, and saves the whole list', async () => {
    echoSaved(api, 'emotion-states');
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: '感情を追加' }));
    const name = screen.getByRole('textbox', { name: '感情の名前' });
    await waitFor(() => expect(name).toHaveFocus());
    await typeInto(name, '考え中');
    await typeInto(wordInput('考え中'), 'うーん', { enter: true });
    await userEvent.click(within(card('驚き')).getByRole('switch'));
    await userEvent.click(saveButton());

    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    const sent = api.sent('PUT', 'emotion-states')[0]?.body as { emotions: EmotionState[] };
    expect(sent.emotions.slice(0, 5)).toEqual(EMOTION_STATES_DEFAULTS.emotions.map((e) => (e.key === 'surprise' ? { ...e, enabled: false } : e)));
    expect(sent.emotions[5]).toEqual({ key: expect.stringMatching(/^custom_[a-z0-9]{10}$/), label: '考え中', image_media_id: null, trigger_words: ['うーん'], enabled: true });
  });

  it('deletes an owner-added emotion', async () => {
    echoSaved(api, 'emotion-states');
    const thinking: EmotionState = { key: 'custom_thinking01', label: '考え中', image_media_id: null, trigger_words: [], enabled: true };
    api.on('GET', 'emotion-states', () => new Response(JSON.stringify({ emotions: [...EMOTION_STATES_DEFAULTS.emotions, thinking], updated_at: null }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await renderLoaded();
    expect(within(card('考え中')).getByText('画像を設定するまでは「通常」の表情で表示します。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '感情「考え中」を削除' }));
    expect(screen.queryByRole('listitem', { name: '考え中' })).not.toBeInTheDocument();
    await userEvent.click(saveButton());
    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    expect((api.sent('PUT', 'emotion-states')[0]?.body as { emotions: EmotionState[] }).emotions.map((e) => e.key)).toEqual([
      'neutral',
      'joy',
      'anger',
      'sorrow',
      'surprise',
    ]);
  });

  it('asks for a name before saving a new emotion', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: '感情を追加' }));
    await userEvent.click(saveButton());
    const name = screen.getByRole('textbox', { name: '感情の名前' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining('感情の名前を入力してください')));
    expect(api.sent('PUT', 'emotion-states')).toHaveLength(0);
  });

  it("shows the API's refusal at the emotion it names", async () => {
    api.on('PUT', 'emotion-states', () => validationError({ 'emotions.5.label': '「喜び」という名前の感情がすでにあります' }));
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: '感情を追加' }));
    await typeInto(screen.getByRole('textbox', { name: '感情の名前' }), 'よろこび');
    await userEvent.click(saveButton());
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: '感情の名前' })).toHaveAccessibleDescription(expect.stringContaining('「喜び」という名前の感情がすでにあります')),
    );
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = await renderLoaded();
    await userEvent.click(within(card('怒り')).getByRole('switch'));
    await act(() => router.navigate('/avatarsettings'));
    expect(await screen.findByRole('dialog', { name: '保存されていない変更があります' })).toBeInTheDocument();
  });
});
