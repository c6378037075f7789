import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BASIC_AGENT_SETTINGS_DEFAULTS } from 'shared-contracts';
import { renderWithProviders, typeInto } from 'shared-ui/testing';
import { json, validationError, type FakeApi } from '../testing/fake-api';
import { echoSaved, installFreshAccountApi } from '../testing/fixtures';
import { BasicAgentSettingsRoute } from './basic-agent-settings';

let api: FakeApi;
beforeEach(() => {
  window.localStorage.clear();
  api = installFreshAccountApi();
});

async function renderLoaded() {
  const view = renderWithProviders(<BasicAgentSettingsRoute />, { path: '/avatarsettings/basicagentsettings' });
  await screen.findByRole('form', { name: 'エージェント基本設定' });
  return view;
}

const nameField = () => screen.getByRole('textbox', { name: 'エージェント名' });
const greetingField = () => screen.getByRole('textbox', { name: 'あいさつ' });
const saveButton = () => screen.getByRole('button', { name: '保存' });

describe('/avatarsettings/basicagentsettings', () => {
  it('loads the settings and previews the greeting with its variables filled', async () => {
    await renderLoaded();
    expect(nameField()).toHaveValue('AIアシスタント');
    expect(screen.getByRole('radio', { name: '丁寧' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '私' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'お客様' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '日本語' })).toBeChecked();
    expect(screen.getByTestId('preview-greeting')).toHaveTextContent('こんにちは、AIアシスタントです。なんでも聞いてくださいね。');
    expect(screen.getByTestId('preview-persona')).toHaveTextContent('お客様、私がご案内いたします。');
  });

  it('follows the name, tone, first person and address in the preview as they change', async () => {
    await renderLoaded();
    await userEvent.clear(nameField());
    await typeInto(nameField(), 'さくら');
    expect(screen.getByTestId('preview-greeting')).toHaveTextContent('こんにちは、さくらです。');
    expect(screen.getByTestId('preview-agent-name')).toHaveTextContent('さくら');

    await userEvent.click(screen.getByRole('radio', { name: 'カジュアル' }));
    await userEvent.click(screen.getByRole('radio', { name: '僕' }));
    await userEvent.click(screen.getByRole('radio', { name: '〇〇さん（訪問者の名前）' }));
    expect(screen.getByTestId('preview-persona')).toHaveTextContent('山田 太郎さん、僕が案内するよ！');
    expect(screen.getByText('例: うん、営業時間は10時から18時までだよ！')).toBeInTheDocument();
  });

  it('takes a first person of the owner’s own, up to 10 characters', async () => {
    await renderLoaded();
    const firstPerson = within(screen.getByRole('radiogroup', { name: '一人称' }));
    await userEvent.click(firstPerson.getByRole('radio', { name: 'その他' }));
    const custom = screen.getByRole('textbox', { name: '一人称（自由入力）' });
    await waitFor(() => expect(custom).toHaveFocus());
    await typeInto(custom, 'わたくしめでございます');
    await userEvent.tab();
    await waitFor(() => expect(custom).toHaveAccessibleDescription(expect.stringContaining('一人称は10文字以内で入力してください')));
    await userEvent.clear(custom);
    await typeInto(custom, 'わたくし');
    expect(screen.getByTestId('preview-persona')).toHaveTextContent('お客様、わたくしがご案内いたします。');
  });

  it('inserts a variable at the caret and refuses one that does not exist', async () => {
    await renderLoaded();
    await userEvent.clear(greetingField());
    await typeInto(greetingField(), 'ようこそ！');
    await userEvent.click(screen.getByRole('button', { name: '訪問者の名前' }));
    expect(greetingField()).toHaveValue('ようこそ！{visitor_name}');
    expect(screen.getByTestId('preview-greeting')).toHaveTextContent('ようこそ！山田 太郎');

    await typeInto(greetingField(), '{名前}');
    await userEvent.tab();
    await waitFor(() =>
      expect(greetingField()).toHaveAccessibleDescription(
        expect.stringContaining('使えない変数があります: {名前}。使える変数は {agent_name} {visitor_name} {date} {time} です'),
      ),
    );
    await userEvent.click(saveButton());
    expect(api.sent('PUT', 'basic-agent-settings')).toHaveLength(0);
  });

  it('refuses a name past 30 characters at the field', async () => {
    await renderLoaded();
    await userEvent.clear(nameField());
    await typeInto(nameField(), 'あ'.repeat(31));
    await userEvent.tab();
    await waitFor(() => expect(nameField()).toHaveAccessibleDescription(expect.stringContaining('エージェント名は30文字以内で入力してください')));
  });

  it('saves and says 保存しました', async () => {
    echoSaved(api, 'basic-agent-settings');
    await renderLoaded();
    await userEvent.clear(nameField());
    await typeInto(nameField(), 'さくら');
    await typeInto(screen.getByRole('textbox', { name: '説明' }), '物件案内をします。');
    await userEvent.click(screen.getByRole('radio', { name: 'フレンドリー' }));
    await userEvent.click(screen.getByRole('radio', { name: '英語' }));
    await userEvent.click(saveButton());
    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    expect(api.sent('PUT', 'basic-agent-settings').map((r) => r.body)).toEqual([
      { ...BASIC_AGENT_SETTINGS_DEFAULTS, name: 'さくら', description: '物件案内をします。', persona: { ...BASIC_AGENT_SETTINGS_DEFAULTS.persona, tone: 'friendly' }, language: 'en' },
    ]);
  });

  it("shows the API's refusal at the field it names", async () => {
    api.on('PUT', 'basic-agent-settings', () => validationError({ 'persona.visitor_address': '訪問者の呼び方で使える変数は {visitor_name} だけです' }));
    api.on('GET', 'basic-agent-settings', () =>
      json(200, { ...BASIC_AGENT_SETTINGS_DEFAULTS, persona: { ...BASIC_AGENT_SETTINGS_DEFAULTS.persona, visitor_address: '{visitor_name}様' }, updated_at: null }),
    );
    await renderLoaded();
    const custom = screen.getByRole('textbox', { name: '呼び方（自由入力）' });
    expect(custom).toHaveValue('{visitor_name}様');
    await typeInto(custom, '！');
    await userEvent.click(saveButton());
    await waitFor(() => expect(custom).toHaveAccessibleDescription(expect.stringContaining('訪問者の呼び方で使える変数は {visitor_name} だけです')));
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = await renderLoaded();
    await userEvent.click(screen.getByRole('radio', { name: 'カジュアル' }));
    await act(() => router.navigate('/avatarsettings'));
    expect(await screen.findByRole('dialog', { name: '保存されていない変更があります' })).toBeInTheDocument();
  });
});
