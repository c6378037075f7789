import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, type FakeApi } from 'shared-auth/testing';
import { formatDateTime } from 'shared-ui';
import { renderSection } from 'shared-ui/testing';
import HistorySection from '../section';
import { queryClient } from '../query-client';
import { BIG, CONTACT, answer, detail, id, page } from '../features/form-history/testing/form-answer-fixtures';
import { paramsOf, serveFormHistory, urlParams } from '../features/form-history/testing/form-history-api';

// MUI dialogs and drawers are slow in jsdom; the machine is shared.
jest.setTimeout(40_000);

const headers = () => within(screen.getByRole('table', { name: '回答の一覧' })).getAllByRole('columnheader').map((cell) => cell.textContent);

describe('フォーム回答履歴: one answer', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
  });
  afterEach(() => {
    queryClient.clear();
    window.localStorage.clear();
  });

  it('opens the answer the URL names, with every field as answered, the visitor and a link to its conversation', async () => {
    serveFormHistory(api, {
      detail: () =>
        json(
          200,
          detail(7, { version: 2, visitor: { account_id: id(9, '3333'), name: null, email: 'hanako@example.jp', login_type: 'mail' } }),
        ),
    });
    const answerId = id(7, 'a0a0');
    const { router } = renderSection(HistorySection, `/form-history?form=${CONTACT}&answer=${answerId}`);

    const drawer = within(await screen.findByRole('dialog', { name: '回答の詳細' }));
    const fields = within(await drawer.findByTestId('answer-fields'));
    expect(fields.getAllByRole('term').map((term) => term.textContent)).toEqual(['お名前', '電話番号（旧）', '備考']);
    expect(fields.getAllByRole('definition').map((value) => value.textContent)).toEqual(['山田7', '09012345678', '-']);
    const info = drawer.getByTestId('answer-info');
    expect(info).toHaveTextContent('hanako@example.jp');
    expect(info).toHaveTextContent('メール');
    expect(info).toHaveTextContent('v2');
    expect(info).toHaveTextContent(formatDateTime('2026-11-20T01:05:00.000Z'));
    expect(drawer.getByRole('link', { name: '会話を見る' })).toHaveAttribute('href', `/conversationhistory/${id(7, 'c0c0')}`);
    expect(api.sent('GET', `form-answers/${answerId}`)).toHaveLength(1);

    await userEvent.click(drawer.getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(urlParams(router)).toEqual({ form: CONTACT }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens an answer from its row, and has no link to a conversation that is gone', async () => {
    serveFormHistory(api, { detail: () => json(200, detail(1, { conversation_exists: false })) });
    const { router } = renderSection(HistorySection, `/form-history?form=${CONTACT}&period=7d`);
    const rows = await screen.findAllByTestId('form-answer-row');

    await userEvent.click(within(rows[0] as HTMLElement).getByRole('link'));
    await waitFor(() => expect(urlParams(router)).toEqual({ form: CONTACT, period: '7d', answer: id(1, 'a0a0') }));
    const drawer = within(await screen.findByRole('dialog', { name: '回答の詳細' }));
    expect(await drawer.findByText('会話は削除されています')).toBeInTheDocument();
    expect(drawer.queryByRole('link', { name: '会話を見る' })).not.toBeInTheDocument();
  });

  it('says when the answer is not there', async () => {
    serveFormHistory(api, { detail: () => json(404, { code: 'not_found', message: '見つかりません' }) });
    renderSection(HistorySection, `/form-history?answer=${id(99, 'a0a0')}`);
    const drawer = within(await screen.findByRole('dialog', { name: '回答の詳細' }));
    expect(await drawer.findByText(/この回答は見つかりません/)).toBeInTheDocument();
  });

  it('deletes one answer after asking, and reads the list, the picker and 送信率 afresh', async () => {
    serveFormHistory(api);
    api.on('DELETE', 'form-answers/:id', () => json(204, null));
    const answerId = id(1, 'a0a0');
    const { router } = renderSection(HistorySection, `/form-history?form=${CONTACT}&answer=${answerId}`);
    await screen.findAllByTestId('form-answer-row');
    const drawer = within(await screen.findByRole('dialog', { name: '回答の詳細' }));
    await drawer.findByTestId('answer-fields');
    const before = { list: api.sent('GET', 'form-answers').length, forms: api.sent('GET', 'form-answers/forms').length };

    await userEvent.click(drawer.getByRole('button', { name: '削除' }));
    const confirm = within(screen.getByRole('dialog', { name: 'この回答を削除しますか？' }));
    expect(confirm.getByText('この回答が削除されます。削除した回答は元に戻せません。')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: '削除する' }));

    expect(await screen.findByText('回答を削除しました')).toBeInTheDocument();
    expect(api.sent('DELETE', `form-answers/${answerId}`)).toHaveLength(1);
    await waitFor(() => expect(urlParams(router)).toEqual({ form: CONTACT }));
    await waitFor(() => expect(api.sent('GET', 'form-answers').length).toBeGreaterThan(before.list));
    await waitFor(() => expect(api.sent('GET', 'form-answers/forms').length).toBeGreaterThan(before.forms));
  });
});

describe('フォーム回答履歴: 絞り込んだ回答を削除', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
  });
  afterEach(() => queryClient.clear());

  it('counts the filtered set, says the number, and deletes with that number confirmed', async () => {
    serveFormHistory(api);
    api.on('GET', 'form-answers/count', () => json(200, { count: 1234 }));
    api.on('DELETE', 'form-answers', () => json(200, { deleted: 1234 }));
    renderSection(HistorySection, `/form-history?form=${CONTACT}&period=30d&account=line&q=%E8%A6%8B%E7%A9%8D`);
    await screen.findAllByTestId('form-answer-row');

    await userEvent.click(screen.getByRole('button', { name: '絞り込んだ回答を削除' }));
    const dialog = within(await screen.findByRole('dialog', { name: '絞り込んだ回答を削除しますか？' }));
    expect(await dialog.findByText('1,234件の回答を削除します。元に戻せません。')).toBeInTheDocument();
    expect(dialog.getByText('アカウント: LINEでログイン')).toBeInTheDocument();
    const filters = { form_id: CONTACT, period: '30d', account: 'line', q: '見積' };
    expect(paramsOf(api, 'GET', 'form-answers/count')).toEqual([filters]);
    expect(api.sent('DELETE', 'form-answers')).toHaveLength(0);

    await userEvent.click(dialog.getByRole('button', { name: '1,234件を削除する' }));
    expect(await screen.findByText('1,234件の回答を削除しました')).toBeInTheDocument();
    expect(paramsOf(api, 'DELETE', 'form-answers')).toEqual([{ ...filters, confirm_count: '1234' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the API’s 409 when the set changed since it was counted, and counts again', async () => {
    let count = 5;
    serveFormHistory(api);
    api.on('GET', 'form-answers/count', () => json(200, { count }));
    api.on('DELETE', 'form-answers', () => {
      count = 6;
      return json(409, { code: 'count_changed', message: '件数が変わりました。もう一度確認してください。' });
    });
    renderSection(HistorySection, '/form-history');
    await screen.findAllByTestId('form-answer-row');

    await userEvent.click(screen.getByRole('button', { name: '絞り込んだ回答を削除' }));
    const dialog = within(await screen.findByRole('dialog', { name: '絞り込んだ回答を削除しますか？' }));
    await userEvent.click(await dialog.findByRole('button', { name: '5件を削除する' }));

    expect(await dialog.findByText('件数が変わりました。もう一度確認してください。')).toBeInTheDocument();
    expect(paramsOf(api, 'DELETE', 'form-answers')).toEqual([{ confirm_count: '5' }]);
    expect(await dialog.findByText('6件の回答を削除します。元に戻せません。')).toBeInTheDocument();
    expect(screen.queryByText(/件の回答を削除しました/)).not.toBeInTheDocument();
  });

  it('offers nothing to delete when nothing matches', async () => {
    serveFormHistory(api);
    api.on('GET', 'form-answers/count', () => json(200, { count: 0 }));
    renderSection(HistorySection, '/form-history');
    await screen.findAllByTestId('form-answer-row');

    await userEvent.click(screen.getByRole('button', { name: '絞り込んだ回答を削除' }));
    const dialog = within(await screen.findByRole('dialog', { name: '絞り込んだ回答を削除しますか？' }));
    expect(await dialog.findByText(/削除するものはありません/)).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /件を削除する/ })).not.toBeInTheDocument();
  });
});

describe('フォーム回答履歴: 表示項目', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    serveFormHistory(api, { list: () => json(200, page([answer(1)])) });
  });
  afterEach(() => {
    queryClient.clear();
    window.localStorage.clear();
  });

  it('hides and reorders a form’s columns, remembers them for that form only, and resets them', async () => {
    const first = renderSection(HistorySection, `/form-history?form=${CONTACT}`);
    await screen.findAllByTestId('form-answer-row');
    await waitFor(() => expect(headers()).toContain('お名前'));

    await userEvent.click(screen.getByRole('button', { name: '表示項目' }));
    const dialog = within(await screen.findByRole('dialog', { name: '表示する項目' }));
    expect(dialog.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'お名前',
      'メールアドレス',
      'ご用件',
      '電話番号（現在のフォームにない項目）',
    ]);
    expect(dialog.getByRole('button', { name: '「お名前」を上へ' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'メールアドレス' }));
    await userEvent.click(dialog.getByRole('button', { name: '「ご用件」を上へ' }));
    await userEvent.click(dialog.getByRole('button', { name: '「ご用件」を上へ' }));
    await userEvent.click(dialog.getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const arranged = ['回答日時', '訪問者', 'ログイン種別', 'バージョン', 'ご用件', 'お名前', '電話番号'];
    expect(headers()).toEqual(arranged);
    expect(JSON.parse(window.localStorage.getItem(`history.form-history.columns.${CONTACT}`) ?? 'null')).toEqual({
      order: ['topic', 'name', 'email', 'phone'],
      hidden: ['email'],
    });

    // Another form keeps its own columns.
    await act(() => first.router.navigate(`/form-history?form=${BIG}`));
    await waitFor(() => expect(headers()).toEqual(['回答日時', '訪問者', 'ログイン種別', 'バージョン', 'お名前', 'メールアドレス', 'ご用件', '電話番号']));

    // A later visit to the first form finds them as left.
    first.unmount();
    queryClient.clear();
    renderSection(HistorySection, `/form-history?form=${CONTACT}`);
    await screen.findAllByTestId('form-answer-row');
    await waitFor(() => expect(headers()).toEqual(arranged));

    await userEvent.click(screen.getByRole('button', { name: '表示項目' }));
    const again = within(await screen.findByRole('dialog', { name: '表示する項目' }));
    expect(again.getByRole('checkbox', { name: 'メールアドレス' })).not.toBeChecked();
    await userEvent.click(again.getByRole('button', { name: '元に戻す' }));
    expect(again.getByRole('button', { name: '元に戻す' })).toBeDisabled();
    await userEvent.click(again.getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(headers()).toEqual(['回答日時', '訪問者', 'ログイン種別', 'バージョン', 'お名前', 'メールアドレス', 'ご用件', '電話番号']);
    expect(window.localStorage.getItem(`history.form-history.columns.${CONTACT}`)).toBeNull();
  });
});
