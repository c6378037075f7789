import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuickReply } from 'shared-contracts';
import { renderWithProviders } from 'shared-ui/testing';
import { installFakeApi, json, validationError, type FakeApi } from '../testing/fake-api';
import { QuickReplyRoute } from './quick-reply';

const at = '2026-11-20T10:00:00.000Z';
function reply(id: string, label: string, sort_order: number, extra: Partial<QuickReply> = {}): QuickReply {
  return {
    id,
    label,
    action: { type: 'send_text', text: `${label}を教えてください` },
    placement: 'both',
    enabled: true,
    sort_order,
    created_at: at,
    updated_at: at,
    ...extra,
  };
}

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const NEW = '00000000-0000-4000-8000-0000000000ff';
const stored = () => [reply(A, '料金', 0), reply(B, '営業時間', 1), reply(C, 'アクセス', 2)];

// Typing into MUI dialogs is slow in jsdom, and the machine is shared with other builds.
jest.setTimeout(20_000);

let api: FakeApi;
beforeEach(() => {
  window.localStorage.clear();
  api = installFakeApi().on('GET', 'quick-replies', () => json(200, { data: stored() }));
});

async function renderLoaded() {
  const view = renderWithProviders(<QuickReplyRoute />, { path: '/chatsettings/quickreply' });
  await screen.findByRole('list', { name: 'クイックリプライの一覧' });
  return view;
}

const rowLabels = () =>
  within(screen.getByRole('list', { name: 'クイックリプライの一覧' }))
    .getAllByTestId('quick-reply-row')
    .map((row) => row.querySelector('p')?.textContent);

describe('/chatsettings/quickreply', () => {
  it('shows a skeleton, then the quick replies in their order with what they do', async () => {
    renderWithProviders(<QuickReplyRoute />, { path: '/chatsettings/quickreply' });
    expect(screen.getByRole('progressbar', { name: '読み込み中' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'クイックリプライの一覧' });
    expect(rowLabels()).toEqual(['料金', '営業時間', 'アクセス']);
    expect(screen.getByText('テキストを送信する：料金を教えてください')).toBeInTheDocument();
    expect(screen.getAllByText('会話の開始時と回答の後')).toHaveLength(3);
    expect(screen.getByText('3 / 50件')).toBeInTheDocument();
  });

  it('says what to do when there are none', async () => {
    api.on('GET', 'quick-replies', () => json(200, { data: [] }));
    renderWithProviders(<QuickReplyRoute />, { path: '/chatsettings/quickreply' });
    expect(await screen.findByText('クイックリプライはまだありません')).toBeInTheDocument();
    const empty = screen.getByText('クイックリプライはまだありません').closest('.MuiPaper-root') as HTMLElement;
    await userEvent.click(within(empty).getByRole('button', { name: '追加' }));
    expect(screen.getByRole('dialog', { name: 'クイックリプライを追加' })).toBeInTheDocument();
  });

  it('adds one with a live character count and says 保存しました', async () => {
    api.on('POST', 'quick-replies', () =>
      json(201, reply(NEW, '資料請求', 3, { action: { type: 'open_link', url: 'https://example.com/docs' }, placement: 'start' })),
    );
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: '追加' }));
    const dialog = screen.getByRole('dialog', { name: 'クイックリプライを追加' });

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'ボタンの表示名' }), '資料請求');
    expect(within(dialog).getByLabelText('20文字中4文字')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'ボタンを押したときの動作' }));
    await userEvent.click(screen.getByRole('option', { name: 'リンクを開く' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'リンク先のURL' }), 'https://example.com/docs');
    await userEvent.click(within(dialog).getByRole('radio', { name: '会話の開始時' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    expect(api.sent('POST', 'quick-replies').map((r) => r.body)).toEqual([
      { label: '資料請求', action: { type: 'open_link', url: 'https://example.com/docs' }, placement: 'start', enabled: true },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowLabels()).toEqual(['料金', '営業時間', 'アクセス', '資料請求']);
  });

  it("refuses an empty label and text with the schema's messages and sends nothing", async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: '追加' }));
    const dialog = screen.getByRole('dialog', { name: 'クイックリプライを追加' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));

    const label = within(dialog).getByRole('textbox', { name: 'ボタンの表示名' });
    await waitFor(() => expect(label).toHaveAccessibleDescription(expect.stringContaining('ボタンの表示名を入力してください')));
    expect(within(dialog).getByRole('textbox', { name: '送信するテキスト' })).toHaveAccessibleDescription(
      expect.stringContaining('送信するテキストを入力してください'),
    );
    expect(api.sent('POST', 'quick-replies')).toHaveLength(0);
  });

  it("shows the API's field error at the field it names", async () => {
    api.on('POST', 'quick-replies', () =>
      validationError({ 'action.url': 'リンク先のURLは http:// または https:// で始まるURLを入力してください（例: https://example.com/contact）' }),
    );
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: '追加' }));
    const dialog = screen.getByRole('dialog', { name: 'クイックリプライを追加' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'ボタンの表示名' }), '問い合わせ');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'ボタンを押したときの動作' }));
    await userEvent.click(screen.getByRole('option', { name: 'リンクを開く' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'リンク先のURL' }), 'https://intranet');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));

    const url = within(dialog).getByRole('textbox', { name: 'リンク先のURL' });
    await waitFor(() => expect(url).toHaveAccessibleDescription(expect.stringContaining('で始まるURLを入力してください')));
    expect(url).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('入力内容を確認してください');
  });

  it('edits one in the dialog and keeps the other action drafts out of the request', async () => {
    api.on('PUT', 'quick-replies/:id', (request, { id }) => json(200, { ...reply(id ?? '', '営業時間', 1), ...(request.body as object) }));
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: '「営業時間」を編集' }));
    const dialog = screen.getByRole('dialog', { name: 'クイックリプライを編集' });
    expect(within(dialog).getByRole('textbox', { name: '送信するテキスト' })).toHaveValue('営業時間を教えてください');

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'ボタンを押したときの動作' }));
    await userEvent.click(screen.getByRole('option', { name: '決まった返答を表示する' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '返答メッセージ' }), '平日9時〜18時です。');
    await userEvent.click(within(dialog).getByRole('radio', { name: '回答の後' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(api.sent('PUT', `quick-replies/${B}`)).toHaveLength(1));
    expect(api.sent('PUT', `quick-replies/${B}`)[0]?.body).toEqual({
      label: '営業時間',
      action: { type: 'fixed_reply', message: '平日9時〜18時です。', image_media_id: null },
      placement: 'after_answer',
      enabled: true,
    });
    expect(await screen.findByText('決まった返答を表示する：平日9時〜18時です。')).toBeInTheDocument();
  });

  it('attaches a picture from the media library to a fixed reply, and shows the API refusal under the field', async () => {
    const PHOTO = {
      id: '00000000-0000-4000-8000-0000000000e1',
      name: '店内.png',
      kind: 'image',
      mime: 'image/png',
      size: 2048,
      width: 64,
      height: 64,
      duration: null,
      tags: [],
      url: 'http://api.test/api/v1/public/media/agt_demo/00000000-0000-4000-8000-0000000000e1/%E5%BA%97%E5%86%85.png',
      thumbnail_url: 'http://api.test/api/v1/public/media/agt_demo/00000000-0000-4000-8000-0000000000e1/thumbnail',
      usage_count: 0,
      used_in: [],
      created_at: at,
      updated_at: at,
    };
    api.on('GET', 'media', () => json(200, { data: [PHOTO], total_records: 1, page: 1, limit: 50 }));
    let refuse = true;
    api.on('PUT', 'quick-replies/:id', (request, { id }) =>
      refuse
        ? validationError({ 'action.image_media_id': 'この画像はメディアライブラリに見つかりません。削除された可能性があります。画像を選び直してください' })
        : json(200, { ...reply(id ?? '', '営業時間', 1), ...(request.body as object) }),
    );
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: '「営業時間」を編集' }));
    const dialog = screen.getByRole('dialog', { name: 'クイックリプライを編集' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'ボタンを押したときの動作' }));
    await userEvent.click(screen.getByRole('option', { name: '決まった返答を表示する' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '返答メッセージ' }), '店内はこちらです。');
    const field = within(dialog).getByRole('group', { name: '返答に添える画像（任意）' });
    expect(within(field).getByText('画像が選ばれていません')).toBeInTheDocument();

    await userEvent.click(within(field).getByRole('button', { name: '画像を選択' }));
    const picker = await screen.findByRole('dialog', { name: 'メディアライブラリから画像を選ぶ' });
    expect(api.sent('GET', 'media')[0]?.search).toContain('kind=image');
    await userEvent.click(await within(picker).findByRole('button', { name: /店内\.png/ }));
    await userEvent.click(within(picker).getByRole('button', { name: '選択する' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'メディアライブラリから画像を選ぶ' })).not.toBeInTheDocument());
    expect(within(field).getByText('店内.png')).toBeInTheDocument();
    expect(within(field).getByRole('button', { name: '画像を変更' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(field).findByText(/この画像はメディアライブラリに見つかりません/)).toBeInTheDocument();
    expect(api.sent('PUT', `quick-replies/${B}`)[0]?.body).toMatchObject({ action: { type: 'fixed_reply', message: '店内はこちらです。', image_media_id: PHOTO.id } });

    // Removed, the reply goes back to text only.
    refuse = false;
    await userEvent.click(within(field).getByRole('button', { name: '画像を外す' }));
    expect(within(field).getByText('画像が選ばれていません')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.sent('PUT', `quick-replies/${B}`)).toHaveLength(2));
    expect(api.sent('PUT', `quick-replies/${B}`)[1]?.body).toMatchObject({ action: { type: 'fixed_reply', image_media_id: null } });
  });

  it('offers forms only once forms exist, and says where they come from', async () => {
    api.on('GET', 'forms', () => json(200, { data: [], total_records: 0, page: 1, limit: 500 }));
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: '追加' }));
    const dialog = screen.getByRole('dialog', { name: 'クイックリプライを追加' });
    expect(await within(dialog).findByText(/フォームは「フォーム作成」で作成できます/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'ボタンを押したときの動作' }));
    expect(screen.getByRole('option', { name: 'フォームを開く' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("opens one of the owner's forms, chosen from the forms list", async () => {
    const FORM = '00000000-0000-4000-8000-0000000000f1';
    api
      .on('GET', 'forms', (request) => {
        expect(new URLSearchParams(request.search).get('limit')).toBe('500');
        return json(200, {
          data: [
            { id: FORM, name: 'お問い合わせ', description: '', field_count: 3, answer_count: 0, enabled: true, version: 1, created_at: at, updated_at: at },
          ],
          total_records: 1,
          page: 1,
          limit: 500,
        });
      })
      .on('POST', 'quick-replies', () => json(201, reply(NEW, '問い合わせ', 3, { action: { type: 'open_form', form_id: FORM } })));
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: '追加' }));
    const dialog = screen.getByRole('dialog', { name: 'クイックリプライを追加' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'ボタンの表示名' }), '問い合わせ');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'ボタンを押したときの動作' }));
    await userEvent.click(await screen.findByRole('option', { name: 'フォームを開く' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: '開くフォーム' })).toHaveAccessibleDescription(
        expect.stringContaining('開くフォームを選んでください'),
      ),
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: '開くフォーム' }));
    await userEvent.click(screen.getByRole('option', { name: 'お問い合わせ' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(api.sent('POST', 'quick-replies')).toHaveLength(1));
    expect(api.sent('POST', 'quick-replies')[0]?.body).toMatchObject({ action: { type: 'open_form', form_id: FORM } });
    expect(await screen.findByText('フォームを開く：お問い合わせ')).toBeInTheDocument();
  });

  it('switches one off inline', async () => {
    api.on('PUT', 'quick-replies/:id', (request) => json(200, { ...reply(A, '料金', 0), ...(request.body as object) }));
    await renderLoaded();
    const toggle = screen.getByRole('switch', { name: '「料金」を表示する' });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(api.sent('PUT', `quick-replies/${A}`)).toHaveLength(1));
    expect(api.sent('PUT', `quick-replies/${A}`)[0]?.body).toMatchObject({ label: '料金', enabled: false });
    expect(await screen.findByText('保存しました')).toBeInTheDocument();
  });

  it('puts the switch back when the API refuses', async () => {
    api.on('PUT', 'quick-replies/:id', () => json(404, { code: 'not_found', message: 'クイックリプライが見つかりません。' }));
    await renderLoaded();
    const toggle = screen.getByRole('switch', { name: '「料金」を表示する' });
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('クイックリプライが見つかりません。');
    expect(toggle).toBeChecked();
  });

  it('deletes one after asking', async () => {
    api.on('DELETE', 'quick-replies/:id', () => new Response(null, { status: 204 }));
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: '「アクセス」を削除' }));
    const confirm = screen.getByRole('dialog', { name: 'クイックリプライを削除しますか？' });
    expect(confirm).toHaveAccessibleDescription('「アクセス」を削除します。削除すると元に戻せません。');
    await userEvent.click(within(confirm).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(rowLabels()).toEqual(['料金', '営業時間']));
    expect(api.sent('DELETE', `quick-replies/${C}`)).toHaveLength(1);
    expect(await screen.findByText('削除しました')).toBeInTheDocument();
  });

  describe('reordering with the keyboard', () => {
    const ROW = 72;
    let rects: jest.SpyInstance;
    beforeEach(() => {
      // jsdom lays nothing out; dnd-kit finds the row below by its box, so each row gets one.
      rects = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
        const rows = Array.from(document.querySelectorAll('[data-testid="quick-reply-row"]'));
        const index = rows.indexOf(this);
        const box = (top: number, height: number) =>
          ({ x: 0, y: top, top, left: 0, width: 800, height, right: 800, bottom: top + height, toJSON: () => ({}) }) as DOMRect;
        if (index >= 0) return box(index * ROW, ROW);
        if (this.matches('ol')) return box(0, rows.length * ROW);
        return box(0, 0);
      });
    });
    afterEach(() => rects.mockRestore());

    /** Space lifts, ArrowDown moves, Space drops; the sensor listens from the next tick on. */
    async function moveDownOnePlace(handle: HTMLElement) {
      const press = async (key: string, code: string) => {
        await act(async () => {
          fireEvent.keyDown(document.activeElement ?? handle, { key, code });
          await new Promise((resolve) => setTimeout(resolve, 0));
        });
      };
      act(() => handle.focus());
      await press(' ', 'Space');
      await press('ArrowDown', 'ArrowDown');
      await press(' ', 'Space');
    }

    it('moves a row down one place and sends the whole new order', async () => {
      api.on('PUT', 'quick-replies/order', (request) => {
        const ids = (request.body as { ids: string[] }).ids;
        const byId = new Map(stored().map((r) => [r.id, r]));
        return json(200, { data: ids.map((id, i) => ({ ...byId.get(id), sort_order: i })) });
      });
      await renderLoaded();
      await moveDownOnePlace(screen.getByRole('button', { name: '「料金」の並び順を変更' }));

      await waitFor(() => expect(api.sent('PUT', 'quick-replies/order')).toHaveLength(1));
      expect(api.sent('PUT', 'quick-replies/order')[0]?.body).toEqual({ ids: [B, A, C] });
      await waitFor(() => expect(rowLabels()).toEqual(['営業時間', '料金', 'アクセス']));
      expect(await screen.findByText('並び順を保存しました')).toBeInTheDocument();
    });

    it('restores the old order when the API refuses it', async () => {
      api.on('PUT', 'quick-replies/order', () =>
        json(400, { code: 'stale_order', message: 'クイックリプライの一覧がほかの画面で変更されています。' }),
      );
      await renderLoaded();
      await moveDownOnePlace(screen.getByRole('button', { name: '「料金」の並び順を変更' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('ほかの画面で変更されています');
      expect(rowLabels()).toEqual(['料金', '営業時間', 'アクセス']);
    });
  });

  it('asks before leaving with an unsaved dialog', async () => {
    const { router } = await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: '追加' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'ボタンの表示名' }), '下書き');
    await act(() => router.navigate('/chatsettings'));
    expect(await screen.findByRole('dialog', { name: '保存されていない変更があります' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'このページに留まる' }));
    expect(router.state.location.pathname).toBe('/chatsettings/quickreply');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'ボタンの表示名' })).toHaveValue('下書き'));
  });
});
