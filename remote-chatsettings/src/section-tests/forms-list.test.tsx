import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSection } from 'shared-ui/testing';
import ChatSettingsSection from '../section';
import { queryClient } from '../query-client';
import { installFakeApi, json, type FakeApi } from '../testing/fake-api';
import { FORM_ID, CONTACT, storedForm, summary } from '../features/forms/testing/form-fixtures';

// MUI menus and dialogs are slow in jsdom, and the machine is shared with other builds.
jest.setTimeout(30_000);

const OTHER = '00000000-0000-4000-8000-0000000000f2';

function listParams(api: FakeApi) {
  return api.sent('GET', 'forms').map((request) => Object.fromEntries(new URLSearchParams(request.search)));
}

describe('/chatsettings/makeforms', () => {
  let api: FakeApi;
  beforeEach(() => {
    window.localStorage.clear();
    api = installFakeApi();
  });
  // The section keeps one query cache for its life; each test starts from an empty one.
  afterEach(() => queryClient.clear());

  it('lists forms with their fields, answers and state, asking for 50 newest first', async () => {
    api.on('GET', 'forms', () =>
      json(200, {
        data: [summary(FORM_ID, 'お問い合わせ', { field_count: 6, answer_count: 12 }), summary(OTHER, '資料請求', { enabled: false, field_count: 2 })],
        total_records: 2,
        page: 1,
        limit: 50,
      }),
    );
    renderSection(ChatSettingsSection, '/chatsettings/makeforms');

    const table = await screen.findByRole('table', { name: 'フォームの一覧' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent))).toEqual([
      ['お問い合わせ', '6項目', '12件', '公開中'],
      ['資料請求', '2項目', '0件', '停止中'],
    ]);
    expect(within(table).getByRole('link', { name: '「お問い合わせ」を編集' })).toHaveAttribute('href', `/chatsettings/makeforms/edit/${FORM_ID}`);
    expect(listParams(api)).toEqual([{ page: '1', limit: '50', sort_by: 'created_at', sort_order: 'desc' }]);

    await userEvent.type(screen.getByRole('searchbox', { name: 'フォーム名・説明で検索' }), '資料{Enter}');
    await waitFor(() => expect(listParams(api).at(-1)).toMatchObject({ q: '資料', page: '1' }));
  });

  it('points an owner without forms at フォームを作成', async () => {
    api.on('GET', 'forms', () => json(200, { data: [], total_records: 0, page: 1, limit: 50 }));
    renderSection(ChatSettingsSection, '/chatsettings/makeforms');

    expect(await screen.findByText('フォームはまだありません')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'フォームを作成' });
    expect(links).toHaveLength(2);
    await userEvent.click(links[1] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'フォームの登録' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/chatsettings/makeforms/register');
  });

  it('deletes after saying that the answers stay in the answer history', async () => {
    let remaining = [summary(FORM_ID, 'お問い合わせ', { answer_count: 3 })];
    api
      .on('GET', 'forms', () => json(200, { data: remaining, total_records: remaining.length, page: 1, limit: 50 }))
      .on('DELETE', 'forms/:id', () => {
        remaining = [];
        return json(204, null);
      });
    renderSection(ChatSettingsSection, '/chatsettings/makeforms');

    await userEvent.click(await screen.findByRole('button', { name: '「お問い合わせ」を削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'フォームを削除しますか？' });
    expect(dialog).toHaveTextContent('これまでの回答（3件）はフォーム回答履歴に残ります。');
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));

    await waitFor(() => expect(api.sent('DELETE', `forms/${FORM_ID}`)).toHaveLength(1));
    expect(await screen.findByText('フォームを削除しました。これまでの回答はフォーム回答履歴で引き続き確認できます。')).toBeInTheDocument();
    expect(await screen.findByText('フォームはまだありません')).toBeInTheDocument();
  });

  it('duplicates a form and says the copy is switched off', async () => {
    api
      .on('GET', 'forms', () => json(200, { data: [summary(FORM_ID, 'お問い合わせ')], total_records: 1, page: 1, limit: 50 }))
      .on('POST', 'forms/:id/duplicate', () => json(201, storedForm({ ...CONTACT, name: 'お問い合わせのコピー', enabled: false }, { id: OTHER })));
    renderSection(ChatSettingsSection, '/chatsettings/makeforms');

    await userEvent.click(await screen.findByRole('button', { name: '「お問い合わせ」を複製' }));
    expect(await screen.findByText(/「お問い合わせのコピー」を作成しました/)).toBeInTheDocument();
    expect(api.sent('POST', `forms/${FORM_ID}/duplicate`)).toHaveLength(1);
    await waitFor(() => expect(api.sent('GET', 'forms').length).toBeGreaterThan(1));
  });
});
