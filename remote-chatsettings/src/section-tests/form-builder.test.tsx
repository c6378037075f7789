import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formRequestSchema, type FormRequest } from 'shared-contracts';
import { renderSection, typeInto } from 'shared-ui/testing';
import ChatSettingsSection from '../section';
import { installFakeApi, json, validationError, type FakeApi } from '../testing/fake-api';
import { queryClient } from '../query-client';
import { CONTACT, FORM_ID, storedForm } from '../features/forms/testing/form-fixtures';

// The builder is a long MUI form; jsdom is slow with it, and the machine is shared with other builds.
jest.setTimeout(180_000);

const cards = () => screen.getAllByTestId('form-field-card');
const cardLabels = () => screen.getAllByTestId('form-field-label').map((label) => label.textContent);
const card = (index: number) => within(cards()[index] as HTMLElement);
const preview = () => within(screen.getByRole('region', { name: 'チャットでのフォームの表示' }));

async function replaceText(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await typeInto(field, text);
}

/** Space lifts, the arrow moves, Space drops; dnd-kit's sensor listens from the next tick on. */
async function moveWithKeyboard(handle: HTMLElement, arrow: 'ArrowUp' | 'ArrowDown') {
  const press = async (key: string, code: string) => {
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { key, code });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  act(() => handle.focus());
  await press(' ', 'Space');
  await press(arrow, arrow);
  await press(' ', 'Space');
}

describe('form builder', () => {
  let api: FakeApi;
  let rects: jest.SpyInstance;
  beforeEach(() => {
    window.localStorage.clear();
    api = installFakeApi();
    // jsdom lays nothing out; dnd-kit finds the card next to the moving one by its box.
    rects = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const all = Array.from(document.querySelectorAll('[data-testid="form-field-card"]'));
      const index = all.indexOf(this);
      const box = (top: number, height: number) =>
        ({ x: 0, y: top, top, left: 0, width: 600, height, right: 600, bottom: top + height, toJSON: () => ({}) }) as DOMRect;
      if (index >= 0) return box(index * 64, 64);
      if (this.matches('ol')) return box(0, all.length * 64);
      return box(0, 0);
    });
  });
  afterEach(() => {
    rects.mockRestore();
    // The section keeps one query cache for its life; each test starts from an empty one.
    queryClient.clear();
  });

  it('builds a form from the palette, reorders it with the keyboard, and saves the body the API expects', async () => {
    api.on('POST', 'forms', (request) => json(201, storedForm(request.body as FormRequest)));
    renderSection(ChatSettingsSection, '/chatsettings/makeforms/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'フォームの登録' })).toBeInTheDocument();
    expect(screen.getByText('項目がありません。上のボタンから項目を追加してください。')).toBeInTheDocument();

    await typeInto(screen.getByRole('textbox', { name: 'フォーム名' }), '資料請求');
    await userEvent.click(screen.getByRole('button', { name: 'メールアドレスを追加' }));
    await userEvent.click(screen.getByRole('button', { name: '短文テキストを追加' }));
    // The new field's label has the focus, its default selected to be typed over.
    const nameLabel = card(1).getByRole('textbox', { name: '項目名' });
    expect(nameLabel).toHaveFocus();
    await replaceText(nameLabel, 'お名前');
    await userEvent.click(card(1).getByRole('switch', { name: '必須にする' }));
    await userEvent.click(screen.getByRole('button', { name: '単一選択を追加' }));
    await replaceText(card(2).getByRole('textbox', { name: '項目名' }), 'ご用件');
    await replaceText(card(2).getByRole('textbox', { name: '選択肢1' }), '料金');
    await replaceText(card(2).getByRole('textbox', { name: '選択肢2' }), '導入');
    await userEvent.click(card(2).getByRole('button', { name: '選択肢を追加' }));
    await replaceText(card(2).getByRole('textbox', { name: '選択肢3' }), 'その他');
    expect(cardLabels()).toEqual(['メールアドレス', 'お名前', 'ご用件']);

    await moveWithKeyboard(screen.getByRole('button', { name: '「お名前」の並び順を変更' }), 'ArrowUp');
    await waitFor(() => expect(cardLabels()).toEqual(['お名前', 'メールアドレス', 'ご用件']));

    await typeInto(screen.getByRole('textbox', { name: 'キーワード' }), '資料', { enter: true });
    expect(screen.getByText('資料', { selector: '.MuiChip-label' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: /エージェントの判断で表示する/ }));

    // The preview follows the unsaved fields, in their order.
    const previewLabels = preview().getAllByText(/^(お名前|メールアドレス|ご用件)/, { selector: 'label, span' });
    expect(previewLabels.map((node) => node.firstChild?.textContent)).toEqual(['お名前', 'メールアドレス', 'ご用件']);
    expect(previewLabels[0]).toHaveTextContent('お名前必須');

    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.sent('POST', 'forms')).toHaveLength(1));
    const body = api.sent('POST', 'forms')[0]?.body as FormRequest;
    expect(formRequestSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      name: '資料請求',
      description: '',
      submit_label: '送信する',
      triggers: { keywords: ['資料'], by_agent: true },
      enabled: true,
    });
    expect(body.fields.map((field) => [field.type, field.label, field.required])).toEqual([
      ['short_text', 'お名前', true],
      ['email', 'メールアドレス', false],
      ['single_choice', 'ご用件', false],
    ]);
    expect(body.fields[2]).toMatchObject({ options: ['料金', '導入', 'その他'] });
    expect(body.fields.every((field) => /^field_[0-9a-f]{8}$/.test(field.key))).toBe(true);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/chatsettings/makeforms/edit/${FORM_ID}`));
    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'フォームの編集' })).toBeInTheDocument();
    expect(screen.getByText(/第1版・回答0件/)).toBeInTheDocument();
  });

  it('lets the owner try the form in the preview, judged with the shared Japanese messages', async () => {
    renderSection(ChatSettingsSection, '/chatsettings/makeforms/register');
    await userEvent.click(await screen.findByRole('button', { name: 'メールアドレスを追加' }));
    await userEvent.click(card(0).getByRole('switch', { name: '必須にする' }));
    await replaceText(screen.getByRole('textbox', { name: '送信完了メッセージ' }), '資料をお送りします。');

    await typeInto(preview().getByRole('textbox', { name: /メールアドレス/ }), 'taro@');
    await userEvent.click(preview().getByRole('button', { name: '送信する' }));
    expect(await preview().findByText('メールアドレスの形式が正しくありません')).toBeInTheDocument();

    await userEvent.clear(preview().getByRole('textbox', { name: /メールアドレス/ }));
    await userEvent.click(preview().getByRole('button', { name: '送信する' }));
    expect(await preview().findByText('メールアドレスを入力してください')).toBeInTheDocument();

    await typeInto(preview().getByRole('textbox', { name: /メールアドレス/ }), 'taro@example.com');
    await userEvent.click(preview().getByRole('button', { name: '送信する' }));
    expect(await preview().findByText('資料をお送りします。')).toBeInTheDocument();
    // The preview sends nothing.
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('loads a saved form for editing and saves it back with PUT', async () => {
    const saved = storedForm(CONTACT, { version: 2, answer_count: 3, triggers: { keywords: ['問い合わせ'], by_agent: true, quick_replies: [{ id: '00000000-0000-4000-8000-0000000000a1', label: 'お問い合わせ', enabled: true }] } });
    api
      .on('GET', 'forms/:id', () => json(200, saved))
      .on('PUT', 'forms/:id', (request) => json(200, { ...storedForm(request.body as FormRequest), version: 3, answer_count: 3 }));
    renderSection(ChatSettingsSection, `/chatsettings/makeforms/edit/${FORM_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'フォームの編集' })).toBeInTheDocument();
    await waitFor(() => expect(cardLabels()).toEqual(['お名前', 'メールアドレス', 'ご用件']));
    expect(screen.getByRole('textbox', { name: 'フォーム名' })).toHaveValue('お問い合わせ');
    expect(screen.getByText(/第2版・回答3件/)).toBeInTheDocument();
    expect(screen.getByText(/このフォームを開くクイックリプライ: 「お問い合わせ」/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /エージェントの判断で表示する/ })).toBeChecked();
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: '「ご用件」の設定を開く' }));
    await replaceText(card(2).getByRole('textbox', { name: '選択肢2' }), '導入のご相談');
    await userEvent.click(screen.getByRole('button', { name: '「メールアドレス」を削除' }));
    expect(cardLabels()).toEqual(['お名前', 'ご用件']);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(api.sent('PUT', `forms/${FORM_ID}`)).toHaveLength(1));
    const body = api.sent('PUT', `forms/${FORM_ID}`)[0]?.body as FormRequest;
    expect(body.fields.map((field) => field.key)).toEqual(['name', 'topic']);
    expect(body.fields[1]).toMatchObject({ options: ['料金', '導入のご相談'] });
    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeDisabled());
  });

  it('refuses an empty form in the browser with the shared messages, and sends nothing', async () => {
    renderSection(ChatSettingsSection, '/chatsettings/makeforms/register');
    await typeInto(await screen.findByRole('textbox', { name: '説明' }), '資料をお送りします');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('フォーム名を入力してください')).toBeInTheDocument();
    expect(screen.getByText('項目を1つ以上追加してください')).toBeInTheDocument();
    expect(screen.getByText('入力内容にエラーがあります。赤く表示された項目を確認してください。')).toBeInTheDocument();
    expect(api.sent('POST', 'forms')).toEqual([]);
  });

  it("puts the API's field messages under the fields, opening the card they are in", async () => {
    api.on('POST', 'forms', () => validationError({ 'fields.0.label': 'この項目名は使えません' }));
    renderSection(ChatSettingsSection, '/chatsettings/makeforms/register');
    await typeInto(await screen.findByRole('textbox', { name: 'フォーム名' }), '資料請求');
    await userEvent.click(screen.getByRole('button', { name: '電話番号を追加' }));
    await userEvent.click(screen.getByRole('button', { name: '「電話番号」の設定を閉じる' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '項目名' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.sent('POST', 'forms')).toHaveLength(1));
    expect(await screen.findByText('入力内容を確認してください', { selector: '.MuiAlert-message' })).toBeInTheDocument();
    expect(await screen.findByText('この項目名は使えません')).toBeInTheDocument();
    expect(card(0).getByRole('textbox', { name: '項目名' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('入力内容を確認してください')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = renderSection(ChatSettingsSection, '/chatsettings/makeforms/register');
    await userEvent.click(await screen.findByRole('button', { name: '日付を追加' }));
    await act(() => router.navigate('/chatsettings'));
    expect(await screen.findByRole('dialog', { name: '保存されていない変更があります' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'このページに留まる' }));
    expect(router.state.location.pathname).toBe('/chatsettings/makeforms/register');
    expect(cardLabels()).toEqual(['日付']);
  });
});
