import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, type FakeApi } from 'shared-auth/testing';
import { XLSX_CONTENT_TYPE } from 'shared-contracts';
import { renderSection } from 'shared-ui/testing';
import HistorySection from '../section';
import { queryClient } from '../query-client';
import { CONTACT } from '../features/form-history/testing/form-answer-fixtures';
import { paramsOf, serveFormHistory } from '../features/form-history/testing/form-history-api';

// MUI dialogs and radios are slow in jsdom; the machine is shared.
jest.setTimeout(40_000);

const encoder = new TextEncoder();

describe('フォーム回答履歴: export', () => {
  let api: FakeApi;
  const saved: { name: string; blob: Blob }[] = [];
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

  beforeEach(() => {
    api = installFakeApi();
    serveFormHistory(api);
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

  it('exports the chosen form’s filtered answers as CSV in the encoding chosen, in the list’s order', async () => {
    api.on('GET', 'form-answers/export', () =>
      new Response(encoder.encode('回答ID,回答日時,訪問者,ログイン種別,バージョン,お名前,会話ID\r\na1,2026/11/20 10:05,匿名,-,3,山田,c1\r\na2,2026/11/20 10:06,匿名,-,3,"鈴木\r\n花子",c2\r\n'), {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=shift_jis', 'X-Export-Rows': '2', 'Content-Disposition': "attachment; filename=\"form.csv\"; filename*=UTF-8''%E3%81%8A%E5%95%8F%E3%81%84%E5%90%88%E3%82%8F%E3%81%9B.csv" },
      }),
    );
    renderSection(HistorySection, `/form-history?form=${CONTACT}&period=30d&version=2&sort_order=asc`);
    await screen.findAllByTestId('form-answer-row');

    await userEvent.click(screen.getByRole('button', { name: 'エクスポート' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'フォームの回答をエクスポート' }));
    expect(dialog.getByText(/「お問い合わせ」の回答を/)).toBeInTheDocument();
    expect(dialog.getByTestId('export-filters')).toHaveTextContent('期間: 30日');
    expect(dialog.getByTestId('export-filters')).toHaveTextContent('バージョン: v2');
    expect(dialog.getByTestId('export-filters')).toHaveTextContent('テスト会話の回答は含まれません。');
    expect(dialog.getByRole('radio', { name: 'CSV' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: 'UTF-8（BOM付き）' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'Shift_JIS' }));
    expect(dialog.getByText(/Shift_JISで表せない文字/)).toBeInTheDocument();
    // Answers carry no ratings: nothing is said of them.
    expect(dialog.queryByText(/「良い」「悪い」/)).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'ダウンロード' }));

    expect(await screen.findByText('エクスポートしました（2行）')).toBeInTheDocument();
    expect(paramsOf(api, 'GET', 'form-answers/export')).toEqual([
      { form_id: CONTACT, period: '30d', version: '2', sort_by: 'created_at', sort_order: 'asc', format: 'csv', encoding: 'shift_jis' },
    ]);
    expect(api.sent('GET', 'form-answers/export')[0]?.headers.get('Accept')).toBe('text/csv');
    expect(saved.map((file) => file.name)).toEqual(['お問い合わせ.csv']);
  });

  it('exports every form’s filtered answers from すべてのフォーム, and says how their fields are written', async () => {
    api.on('GET', 'form-answers/export', () =>
      new Response(encoder.encode('回答ID,回答日時,フォーム,訪問者,ログイン種別,バージョン,回答内容,会話ID\r\na1,2026/11/20 10:05,お問い合わせ,匿名,-,3,"お名前: 山田",c1\r\n'), {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'X-Export-Rows': '1' },
      }),
    );
    renderSection(HistorySection, '/form-history?account=mail&q=%E5%B1%B1%E7%94%B0');
    await screen.findAllByTestId('form-answer-row');

    await userEvent.click(screen.getByRole('button', { name: 'エクスポート' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'フォームの回答をエクスポート' }));
    expect(
      dialog.getByText('すべてのフォームの回答を、1回答を1行として書き出します。項目はフォームごとに異なるため、フォーム名の列と、「項目名: 値」を1行ずつ並べた「回答内容」の列にまとめます。'),
    ).toBeInTheDocument();
    expect(dialog.getByTestId('export-filters')).toHaveTextContent('アカウント: メールでログイン');
    expect(dialog.getByTestId('export-filters')).toHaveTextContent('キーワード: 「山田」');
    await userEvent.click(dialog.getByRole('button', { name: 'ダウンロード' }));

    expect(await screen.findByText('エクスポートしました（1行）')).toBeInTheDocument();
    // No form_id: every form's answers, with the list's filters.
    expect(paramsOf(api, 'GET', 'form-answers/export')).toEqual([
      { account: 'mail', q: '山田', sort_by: 'created_at', sort_order: 'desc', format: 'csv', encoding: 'utf-8' },
    ]);
    expect(saved[0]?.name).toMatch(/^フォーム回答_\d{8}\.csv$/);
  });

  it('exports Excel without an encoding, and shows why an export failed', async () => {
    let fail = true;
    api.on('GET', 'form-answers/export', () =>
      fail
        ? json(500, { code: 'internal', message: 'サーバーでエラーが発生しました' })
        : new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), { status: 200, headers: { 'Content-Type': XLSX_CONTENT_TYPE, 'X-Export-Rows': '12' } }),
    );
    renderSection(HistorySection, `/form-history?form=${CONTACT}`);
    await screen.findAllByTestId('form-answer-row');

    await userEvent.click(screen.getByRole('button', { name: 'エクスポート' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'フォームの回答をエクスポート' }));
    expect(dialog.getByText('絞り込み条件はありません。このフォームのすべての回答が対象です。')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Excel（XLSX）' }));
    expect(dialog.queryByRole('radio', { name: 'Shift_JIS' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'ダウンロード' }));
    expect(await dialog.findByText('エクスポートできませんでした: サーバーでエラーが発生しました')).toBeInTheDocument();

    fail = false;
    await userEvent.click(dialog.getByRole('button', { name: 'ダウンロード' }));
    expect(await screen.findByText('エクスポートしました（12行）')).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toMatch(/^フォーム回答_お問い合わせ_\d{8}\.xlsx$/);
    expect(paramsOf(api, 'GET', 'form-answers/export').at(-1)).toEqual({ form_id: CONTACT, sort_by: 'created_at', sort_order: 'desc', format: 'xlsx' });
    expect(api.sent('GET', 'form-answers/export').at(-1)?.headers.get('Accept')).toBe(XLSX_CONTENT_TYPE);
  });
});
