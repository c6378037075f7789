import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIXED_MESSAGES_DEFAULTS, type FixedMessagesResponse } from 'shared-contracts';
import { renderWithProviders } from 'shared-ui/testing';
import { installFakeApi, json, validationError, type FakeApi } from '../testing/fake-api';
import { FixedMessageRoute } from './fixed-message';

jest.setTimeout(20_000);

const stored = (): FixedMessagesResponse => ({ ...structuredClone(FIXED_MESSAGES_DEFAULTS), updated_at: null });

let api: FakeApi;
beforeEach(() => {
  window.localStorage.clear();
  api = installFakeApi().on('GET', 'fixed-messages', () => json(200, stored()));
});

async function renderLoaded() {
  const view = renderWithProviders(<FixedMessageRoute />, { path: '/chatsettings/fixedmessage' });
  await screen.findByRole('form', { name: '固定メッセージ' });
  return view;
}

const message = (label: string) => screen.getByRole('textbox', { name: label });
const saveButton = () => screen.getByRole('button', { name: '保存' });

describe('/chatsettings/fixedmessage', () => {
  it('shows a skeleton, then every kind with its text and a preview with the variables filled in', async () => {
    renderWithProviders(<FixedMessageRoute />, { path: '/chatsettings/fixedmessage' });
    expect(screen.getByRole('progressbar', { name: '読み込み中' })).toBeInTheDocument();
    await screen.findByRole('form', { name: '固定メッセージ' });
    for (const label of ['あいさつ', '回答が見つからないとき', '禁止ワードを含むとき', 'エラーが起きたとき', '営業時間外']) {
      expect(message(label)).toBeInTheDocument();
    }
    expect(message('あいさつ')).toHaveValue('こんにちは、{agent_name}です。ご質問をどうぞ。');
    expect(screen.getByRole('note', { name: 'あいさつ: プレビュー（変数に例を入れた表示）' })).toHaveTextContent(
      'こんにちは、AIアシスタントです。ご質問をどうぞ。',
    );
    expect(screen.getByRole('switch', { name: /営業時間を設定する/ })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'タイムゾーン' })).toHaveValue('Asia/Tokyo');
    expect(screen.getByRole('textbox', { name: '月曜日の1つ目の開始時刻' })).toHaveValue('09:00');
    expect(within(screen.getByRole('group', { name: '土曜日' })).getByText('終日休業')).toBeInTheDocument();
  });

  it('inserts a variable at the caret and previews it', async () => {
    await renderLoaded();
    const field = message('営業時間外') as HTMLTextAreaElement;
    await userEvent.clear(field);
    await userEvent.type(field, '{{visitor_name}様、ただいま営業時間外です。');
    // The caret after 「様、」: the date goes there.
    act(() => field.setSelectionRange(16, 16));
    await userEvent.click(screen.getByRole('button', { name: '「営業時間外」に日付 {date} を入れる' }));
    expect(field).toHaveValue('{visitor_name}様、{date}ただいま営業時間外です。');
    expect(screen.getByRole('note', { name: '営業時間外: プレビュー（変数に例を入れた表示）' })).toHaveTextContent(
      '山田 太郎様、2026年11月21日ただいま営業時間外です。',
    );
  });

  it('saves messages and business hours and says 保存しました', async () => {
    api.on('PUT', 'fixed-messages', (request) => json(200, { ...(request.body as object), updated_at: '2026-11-21T05:00:00.000Z' }));
    await renderLoaded();
    await userEvent.clear(message('エラーが起きたとき'));
    await userEvent.type(message('エラーが起きたとき'), '少し時間をおいてお試しください。');
    await userEvent.click(screen.getByRole('switch', { name: /営業時間を設定する/ }));
    await userEvent.click(screen.getByRole('switch', { name: '土曜日を休業日にする' }));
    // Opening a day without hours starts it with one range to edit.
    const saturday = within(screen.getByRole('group', { name: '土曜日' }));
    const close = saturday.getByRole('textbox', { name: '土曜日の1つ目の終了時刻' });
    await userEvent.clear(close);
    await userEvent.type(close, '12:00');
    await userEvent.click(within(screen.getByRole('group', { name: '金曜日' })).getByRole('button', { name: '時間帯を追加' }));
    await userEvent.click(saveButton());

    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    const sent = api.sent('PUT', 'fixed-messages')[0]?.body as FixedMessagesResponse;
    expect(sent.messages.error).toBe('少し時間をおいてお試しください。');
    expect(sent.business_hours.enabled).toBe(true);
    expect(sent.business_hours.days.sat).toEqual({ closed: false, ranges: [{ open: '09:00', close: '12:00' }] });
    expect(sent.business_hours.days.fri.ranges).toEqual([
      { open: '09:00', close: '18:00' },
      { open: '18:00', close: '20:00' },
    ]);
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('refuses an unknown variable at the field and sends nothing', async () => {
    await renderLoaded();
    await userEvent.clear(message('あいさつ'));
    await userEvent.type(message('あいさつ'), 'こんにちは{{名前}さん');
    await userEvent.click(saveButton());
    await waitFor(() =>
      expect(message('あいさつ')).toHaveAccessibleDescription(
        expect.stringContaining('使えない変数があります: {名前}。使える変数は {agent_name} {visitor_name} {date} {time} です'),
      ),
    );
    expect(api.sent('PUT', 'fixed-messages')).toHaveLength(0);
  });

  it('refuses a range that ends before it starts, and overlapping ranges', async () => {
    await renderLoaded();
    const monday = within(screen.getByRole('group', { name: '月曜日' }));
    const close = monday.getByRole('textbox', { name: '月曜日の1つ目の終了時刻' });
    await userEvent.clear(close);
    await userEvent.type(close, '08:00');
    const tuesday = within(screen.getByRole('group', { name: '火曜日' }));
    await userEvent.click(tuesday.getByRole('button', { name: '時間帯を追加' }));
    const second = tuesday.getByRole('textbox', { name: '火曜日の2つ目の開始時刻' });
    await userEvent.clear(second);
    await userEvent.type(second, '17:00');
    await userEvent.click(saveButton());

    expect(await monday.findByText('終了時刻は開始時刻より後にしてください')).toBeInTheDocument();
    expect(await tuesday.findByText('時間帯が重なっています')).toBeInTheDocument();
    expect(api.sent('PUT', 'fixed-messages')).toHaveLength(0);
  });

  it('asks for a range on an open day', async () => {
    await renderLoaded();
    const wednesday = within(screen.getByRole('group', { name: '水曜日' }));
    await userEvent.click(wednesday.getByRole('button', { name: '水曜日の1つ目の時間帯を削除' }));
    await userEvent.click(saveButton());
    expect(await wednesday.findByText('営業する曜日は時間帯を1つ以上入力してください')).toBeInTheDocument();
    expect(api.sent('PUT', 'fixed-messages')).toHaveLength(0);
  });

  it("shows the API's field error at the field it names", async () => {
    api.on('PUT', 'fixed-messages', () => validationError({ 'messages.fallback': '回答が見つからないときのメッセージを入力してください' }));
    await renderLoaded();
    fireEvent.change(message('回答が見つからないとき'), { target: { value: '別の言葉でどうぞ。' } });
    await userEvent.click(saveButton());
    await waitFor(() =>
      expect(message('回答が見つからないとき')).toHaveAccessibleDescription(
        expect.stringContaining('回答が見つからないときのメッセージを入力してください'),
      ),
    );
  });

  it('attaches a library picture to the fallback message and saves it; the greeting offers one too', async () => {
    const PHOTO = {
      id: '00000000-0000-4000-8000-0000000000e2',
      name: 'お問い合わせ案内.png',
      kind: 'image',
      mime: 'image/png',
      size: 2048,
      width: 64,
      height: 64,
      duration: null,
      tags: [],
      url: 'http://api.test/api/v1/public/media/agt_demo/00000000-0000-4000-8000-0000000000e2/a.png',
      thumbnail_url: null,
      usage_count: 0,
      used_in: [],
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
    };
    api.on('GET', 'media', () => json(200, { data: [PHOTO], total_records: 1, page: 1, limit: 50 }));
    api.on('PUT', 'fixed-messages', (request) => json(200, { ...(request.body as object), updated_at: '2026-11-21T05:00:00.000Z' }));
    await renderLoaded();
    expect(within(screen.getByRole('group', { name: '「あいさつ」に添える画像（任意）' })).getByText('画像が選ばれていません')).toBeInTheDocument();
    const field = screen.getByRole('group', { name: '「回答が見つからないとき」に添える画像（任意）' });
    await userEvent.click(within(field).getByRole('button', { name: '画像を選択' }));
    const picker = await screen.findByRole('dialog', { name: 'メディアライブラリから画像を選ぶ' });
    await userEvent.click(await within(picker).findByRole('button', { name: /お問い合わせ案内\.png/ }));
    await userEvent.click(within(picker).getByRole('button', { name: '選択する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(field).getByText('お問い合わせ案内.png')).toBeInTheDocument();

    await userEvent.click(saveButton());
    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    expect(api.sent('PUT', 'fixed-messages')[0]?.body).toMatchObject({
      images: { greeting: null, fallback: PHOTO.id, forbidden_refusal: null, error: null, outside_hours: null },
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = await renderLoaded();
    await userEvent.type(message('あいさつ'), '！');
    await userEvent.tab();
    await act(() => router.navigate('/chatsettings'));
    expect(await screen.findByRole('dialog', { name: '保存されていない変更があります' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/chatsettings/fixedmessage');
  });
});
