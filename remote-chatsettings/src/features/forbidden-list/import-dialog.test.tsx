import { File as NodeFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, typeInto } from 'shared-ui/testing';
import { installFakeApi, json, type FakeApi } from '../../testing/fake-api';
import { ForbiddenListScreen } from './components/ForbiddenListScreen';

const empty = { data: [], total_records: 0, page: 1, limit: 50 };

// 'テスト,メモ' and 'ガイド' as Excel in Japan saves them (Shift_JIS / CP932), with a CRLF.
const SHIFT_JIS_CSV = new Uint8Array([
  0x83, 0x65, 0x83, 0x58, 0x83, 0x67, 0x2c, 0x83, 0x81, 0x83, 0x82, 0x0d, 0x0a, 0x83, 0x4b, 0x83, 0x43, 0x83, 0x68, 0x0d, 0x0a,
]);

type Upload = { contentType: string | null; name: string; bytes: number[] };

/**
 * The fake API records bodies as text, which would garble Shift_JIS; this reads the multipart
 * file part as bytes on its way through, then lets the fake answer as usual.
 */
function captureUploads(): Upload[] {
  const uploads: Upload[] = [];
  const answer = jest.mocked(globalThis.fetch).getMockImplementation();
  if (answer === undefined) throw new Error('installFakeApi first');
  jest.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const contentType = request.headers.get('Content-Type');
    if (contentType?.startsWith('multipart/form-data')) {
      const file = (await request.clone().formData()).get('file');
      if (file instanceof NodeFile) uploads.push({ contentType, name: file.name, bytes: Array.from(new Uint8Array(await file.arrayBuffer())) });
    }
    return answer(request);
  });
  return uploads;
}

/**
 * A file as the browser hands it over. jest-fixed-jsdom pairs jsdom's File with Node's FormData,
 * which refuses it; a browser's File and FormData always agree, so the test uses Node's pair.
 */
function csvFile(bytes: Uint8Array | string, name: string): File {
  return new NodeFile([bytes], name, { type: 'text/csv' }) as unknown as File;
}

async function openImport(tab: '貼り付け' | 'CSVファイル') {
  await userEvent.click(await screen.findByRole('button', { name: '一括登録' }));
  const dialog = await screen.findByRole('dialog', { name: '禁止ワードの一括登録' });
  await userEvent.click(within(dialog).getByRole('tab', { name: tab }));
  return dialog;
}

// MUI menus and dialogs are slow in jsdom; the default 5 s is too tight on a machine that also builds.
jest.setTimeout(20_000);

describe('bulk import', () => {
  let api: FakeApi;

  beforeEach(() => {
    api = installFakeApi();
    api.on('GET', 'forbidden-words', () => json(200, empty));
  });

  it('sends the picked CSV file untouched and shows the result with every refused line', async () => {
    const uploads = captureUploads();
    api.on('POST', 'forbidden-words/import/file', () =>
      json(200, {
        added: 1,
        skipped_duplicates: 2,
        errors: [{ line: 3, message: '禁止ワードは100文字以内で入力してください' }],
      }),
    );
    renderWithProviders(<ForbiddenListScreen kind="word" />);
    const dialog = await openImport('CSVファイル');

    expect(within(dialog).getByText(/UTF-8（BOM可） \/ Shift_JIS/)).toBeInTheDocument();
    await userEvent.upload(within(dialog).getByTestId('csv-file-input'), csvFile(SHIFT_JIS_CSV, '禁止ワード.csv'));
    expect(within(dialog).getByText('選択中のファイル: 禁止ワード.csv')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '取り込む' }));

    const result = await within(dialog).findByRole('status', { name: '取り込み結果' });
    expect(uploads).toHaveLength(1);
    const [upload] = uploads;
    expect(upload?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.name).toBe('禁止ワード.csv');
    expect(upload?.bytes).toEqual(Array.from(SHIFT_JIS_CSV));
    expect(within(result).getByText('追加 1件')).toBeInTheDocument();
    expect(within(result).getByText('重複のためスキップ 2件')).toBeInTheDocument();
    expect(within(result).getByText('エラー 1件')).toBeInTheDocument();
    const errors = within(result).getByRole('list', { name: 'エラーになった行（この行は登録されていません）' });
    expect(within(errors).getByRole('listitem')).toHaveTextContent('3行目禁止ワードは100文字以内で入力してください');
  });

  it('sends pasted lines as text for the API to split, one entry a line', async () => {
    api.on('POST', 'forbidden-words/import/file', () => json(200, { added: 2, skipped_duplicates: 0, errors: [] }));
    renderWithProviders(<ForbiddenListScreen kind="word" />);
    const dialog = await openImport('貼り付け');

    await typeInto(within(dialog).getByRole('textbox'), '競合他社\n不適切な表現');
    await userEvent.click(within(dialog).getByRole('button', { name: '取り込む' }));

    expect(await within(dialog).findByText('追加 2件')).toBeInTheDocument();
    const [request] = api.sent('POST', 'forbidden-words/import/file');
    expect(request?.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(request?.body).toBe('競合他社\n不適切な表現');
    expect(within(dialog).queryByText(/エラーになった行/)).not.toBeInTheDocument();
  });

  it('asks for something to import instead of sending nothing', async () => {
    renderWithProviders(<ForbiddenListScreen kind="word" />);
    const dialog = await openImport('貼り付け');

    await userEvent.click(within(dialog).getByRole('button', { name: '取り込む' }));
    expect(within(dialog).getByText('登録する内容を1行に1つずつ入力してください')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('tab', { name: 'CSVファイル' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '取り込む' }));
    expect(within(dialog).getByText('取り込むCSVファイルを選んでください')).toBeInTheDocument();
    expect(api.sent('POST', 'forbidden-words/import/file')).toHaveLength(0);
  });

  it('refuses a workbook before uploading it, and shows the API refusal of a broken file', async () => {
    api.on('POST', 'forbidden-words/import/file', () =>
      json(400, { code: 'invalid_csv', message: 'ファイルの文字コードを判定できませんでした。UTF-8 または Shift_JIS で保存してください' }),
    );
    renderWithProviders(<ForbiddenListScreen kind="word" />);
    const dialog = await openImport('CSVファイル');
    const input = within(dialog).getByTestId('csv-file-input');

    await userEvent.upload(input, csvFile('PK', '一覧.xlsx'), { applyAccept: false });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('CSVファイル（.csv）または テキストファイル（.txt）を選んでください');

    await userEvent.upload(input, csvFile(new Uint8Array([0xff, 0xfe, 0x41, 0x00]), 'utf16.csv'));
    await userEvent.click(within(dialog).getByRole('button', { name: '取り込む' }));
    expect(await within(dialog).findByText('ファイルの文字コードを判定できませんでした。UTF-8 または Shift_JIS で保存してください')).toBeInTheDocument();
    expect(api.sent('POST', 'forbidden-words/import/file')).toHaveLength(1);
  });
});
