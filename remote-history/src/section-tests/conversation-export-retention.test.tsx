import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, validationError, type FakeApi } from 'shared-auth/testing';
import { datedCsvFileName } from 'shared-ui';
import { renderSection } from 'shared-ui/testing';
import HistorySection from '../section';
import { queryClient } from '../query-client';
import { page, summary } from '../features/conversation-history/testing/conversation-fixtures';

// MUI dialogs and radios are slow in jsdom; the machine is shared.
jest.setTimeout(40_000);

const encoder = new TextEncoder();

/** A CSV body the test sends chunk by chunk, as the API streams it from the database. */
function streamedCsv() {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    body,
    send(text: string) {
      controller?.enqueue(encoder.encode(text));
    },
    end() {
      controller?.close();
    },
  };
}

describe('会話履歴: CSV export', () => {
  let api: FakeApi;
  const saved: { name: string; blob: Blob }[] = [];
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

  beforeEach(() => {
    api = installFakeApi();
    api.on('GET', 'conversations', () => json(200, page([summary(1)])));
    saved.length = 0;
    let lastBlob: Blob | null = null;
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        lastBlob = blob;
        return 'blob:export';
      },
      revokeObjectURL: jest.fn(),
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
    });
  });
  afterEach(() => {
    Object.assign(URL, original);
    queryClient.clear();
  });

  it('exports what the filters show, in the encoding chosen, with the progress of the rows as they stream', async () => {
    const csv = streamedCsv();
    api.on('GET', 'conversations/export', () => new Response(csv.body, { status: 200, headers: { 'Content-Type': 'text/csv; charset=shift_jis', 'X-Export-Rows': '4' } }));
    renderSection(HistorySection, '/conversationhistory?period=30d&account=line&unanswered=true&q=%E9%A7%90%E8%BB%8A&sort_order=asc');
    await screen.findAllByTestId('conversation-row');

    await userEvent.click(screen.getByRole('button', { name: 'CSVエクスポート' }));
    const dialog = within(screen.getByRole('dialog', { name: '会話履歴をCSVでエクスポート' }));
    expect(dialog.getByText('現在の絞り込み条件が適用されます:')).toBeInTheDocument();
    expect(dialog.getByTestId('export-filters')).toHaveTextContent('期間: 30日');
    expect(dialog.getByTestId('export-filters')).toHaveTextContent('アカウント: LINEでログイン');
    expect(dialog.getByTestId('export-filters')).toHaveTextContent('未回答あり');
    expect(dialog.getByTestId('export-filters')).toHaveTextContent('キーワード: 「駐車」');
    expect(dialog.getByTestId('export-filters')).toHaveTextContent('テスト会話は含まれません。');
    expect(dialog.getByRole('radio', { name: 'UTF-8（BOM付き）' })).toBeChecked();
    expect(dialog.queryByText(/Shift_JISで表せない文字/)).not.toBeInTheDocument();
    expect(dialog.queryByText(/「良い」「悪い」/)).not.toBeInTheDocument();

    await userEvent.click(dialog.getByRole('radio', { name: 'Shift_JIS' }));
    // The ratings, emoji in the list, are written as words Shift_JIS holds; the dialog says which.
    expect(dialog.getByText('Shift_JISでは評価（👍・👎）を「良い」「悪い」と書き出します。')).toBeInTheDocument();
    expect(dialog.getByText('Shift_JISで表せない文字（絵文字や一部の漢字など）は「?」に置き換わります。')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'ダウンロード' }));

    await waitFor(() => expect(api.sent('GET', 'conversations/export')).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(api.sent('GET', 'conversations/export')[0]?.search))).toEqual({
      period: '30d',
      account: 'line',
      unanswered: 'true',
      q: '駐車',
      encoding: 'shift_jis',
    });
    expect(api.sent('GET', 'conversations/export')[0]?.headers.get('Accept')).toBe('text/csv');

    csv.send('会話ID,日時,訪問者,ログイン種別,送信者,メッセージ,応答エンジン,評価,ページURL\r\nc1,2026/11/20 10:05:00,匿名,-,訪問者,"駐車場は\r\nありますか",,,\r\n');
    const bar = await dialog.findByRole('progressbar', { name: 'ダウンロードの進み具合' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    expect(dialog.getByText(/1 \/ 4行/)).toBeInTheDocument();

    csv.send('c1,2026/11/20 10:05:02,匿名,-,エージェント,あります,ナレッジ（Q&A）,👍,\r\nc2,2026/11/21 09:00:00,匿名,-,訪問者,駐車,,,\r\n');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '75'));
    csv.send('c2,2026/11/21 09:00:01,匿名,-,エージェント,はい,,,\r\n');
    csv.end();

    expect(await screen.findByText('CSVをダウンロードしました（4行）')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe(datedCsvFileName('会話履歴', new Date()));
    expect(saved[0]?.name).toMatch(/^会話履歴_\d{8}\.csv$/);
    expect(await saved[0]?.blob.text()).toContain('駐車場は\r\nありますか');
  });

  it('stops a download when cancelled, saving nothing', async () => {
    const csv = streamedCsv();
    api.on('GET', 'conversations/export', () => new Response(csv.body, { status: 200, headers: { 'Content-Type': 'text/csv', 'X-Export-Rows': '1000' } }));
    renderSection(HistorySection, '/conversationhistory');
    await screen.findAllByTestId('conversation-row');

    await userEvent.click(screen.getByRole('button', { name: 'CSVエクスポート' }));
    const dialog = within(screen.getByRole('dialog', { name: '会話履歴をCSVでエクスポート' }));
    await userEvent.click(dialog.getByRole('button', { name: 'ダウンロード' }));
    csv.send('header\r\nrow\r\n');
    expect(await dialog.findByText(/1 \/ 1,000行/)).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'キャンセル' }));
    expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
    csv.send('row\r\n');
    csv.end();
    expect(await dialog.findByRole('button', { name: '閉じる' })).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(screen.queryByText(/CSVをダウンロードしました/)).not.toBeInTheDocument();
  });

  it('says when there is no filter, and shows why an export failed', async () => {
    api.on('GET', 'conversations/export', () => json(500, { code: 'internal', message: 'サーバーでエラーが発生しました' }));
    renderSection(HistorySection, '/conversationhistory');
    await screen.findAllByTestId('conversation-row');

    await userEvent.click(screen.getByRole('button', { name: 'CSVエクスポート' }));
    const dialog = within(screen.getByRole('dialog', { name: '会話履歴をCSVでエクスポート' }));
    expect(dialog.getByText('絞り込み条件はありません。すべての会話が対象です。')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'ダウンロード' }));

    expect(await dialog.findByText('エクスポートできませんでした: サーバーでエラーが発生しました')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(api.sent('GET', 'conversations/export')[0]?.search))).toEqual({ encoding: 'utf-8' });
    expect(saved).toHaveLength(0);
  });
});

describe('会話履歴: 保存期間', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    api.on('GET', 'conversations', () => json(200, page([summary(1)])));
  });
  afterEach(() => queryClient.clear());

  it('keeps conversations forever until the owner picks a period, then saves it', async () => {
    api.on('GET', 'history-settings', () => json(200, { retention_days: null }));
    api.on('PUT', 'history-settings', (request) => json(200, request.body));
    renderSection(HistorySection, '/conversationhistory');
    await screen.findAllByTestId('conversation-row');

    await userEvent.click(screen.getByRole('button', { name: '保存期間' }));
    const dialog = within(screen.getByRole('dialog', { name: '会話の保存期間' }));
    expect(dialog.getByText(/最終メッセージの日時をもとに自動で削除されます/)).toBeInTheDocument();
    expect(await dialog.findByRole('radio', { name: '無期限' })).toBeChecked();
    expect(dialog.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['無期限', '30日', '90日', '180日', '1年', '2年']);

    await userEvent.click(dialog.getByRole('radio', { name: '1年' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(api.sent('PUT', 'history-settings').map((r) => r.body)).toEqual([{ retention_days: 365 }]));
    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows a period set elsewhere as chosen, and the API's refusal at the field", async () => {
    api.on('GET', 'history-settings', () => json(200, { retention_days: 45 }));
    api.on('PUT', 'history-settings', () => validationError({ retention_days: '保存期間は3650日以内にしてください' }));
    renderSection(HistorySection, '/conversationhistory');
    await screen.findAllByTestId('conversation-row');

    await userEvent.click(screen.getByRole('button', { name: '保存期間' }));
    const dialog = within(screen.getByRole('dialog', { name: '会話の保存期間' }));
    expect(await dialog.findByRole('radio', { name: '45日' })).toBeChecked();

    await userEvent.click(dialog.getByRole('radio', { name: '無期限' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('保存期間は3650日以内にしてください')).toBeInTheDocument();
    expect(api.sent('PUT', 'history-settings').map((r) => r.body)).toEqual([{ retention_days: null }]);
  });
});
