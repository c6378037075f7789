import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, typeInto } from 'shared-ui/testing';
import { installFakeApi, json, type FakeApi } from '../../testing/fake-api';
import { ForbiddenListScreen } from './components/ForbiddenListScreen';

const NOW = '2026-11-21T05:00:00.000Z';

function word(id: number, value: string, note = '') {
  return { id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`, word: value, note, created_at: NOW, updated_at: NOW };
}

function page(data: unknown[], total = data.length, pageNumber = 1, limit = 50) {
  return { data, total_records: total, page: pageNumber, limit };
}

function listParams(api: FakeApi, path = 'forbidden-words') {
  return api.sent('GET', path).map((request) => Object.fromEntries(new URLSearchParams(request.search)));
}

async function chooseOption(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

// MUI menus and dialogs are slow in jsdom; the default 5 s is too tight on a machine that also builds.
jest.setTimeout(20_000);

describe('forbidden words', () => {
  let api: FakeApi;

  beforeEach(() => {
    api = installFakeApi();
  });

  it('asks for the first page, 50 newest first, then for what the toolbar and the pages say', async () => {
    api.on('GET', 'forbidden-words', () => json(200, page([word(1, 'がいど')], 120)));
    renderWithProviders(<ForbiddenListScreen kind="word" />);

    expect(await screen.findByText('がいど')).toBeInTheDocument();
    expect(listParams(api)[0]).toEqual({ page: '1', limit: '50', sort_by: 'created_at', sort_order: 'desc' });

    await userEvent.click(screen.getByRole('button', { name: 'ページ2へ' }));
    await waitFor(() => expect(listParams(api).at(-1)).toMatchObject({ page: '2', limit: '50' }));

    await chooseOption('表示件数', '100件表示');
    await waitFor(() => expect(listParams(api).at(-1)).toMatchObject({ page: '1', limit: '100' }));

    await chooseOption('並び順', '古い順');
    await waitFor(() => expect(listParams(api).at(-1)).toMatchObject({ page: '1', limit: '100', sort_order: 'asc' }));

    await typeInto(screen.getByRole('searchbox', { name: '禁止ワード・メモで検索' }), 'ガイド', { enter: true });
    await waitFor(() => expect(listParams(api).at(-1)).toEqual({ page: '1', limit: '100', sort_by: 'created_at', sort_order: 'asc', q: 'ガイド' }));
  });

  it('offers 50, 100 and 500 a page and both orders, newest first by default', async () => {
    api.on('GET', 'forbidden-words', () => json(200, page([word(1, 'がいど')])));
    renderWithProviders(<ForbiddenListScreen kind="word" />);
    await screen.findByText('がいど');

    expect(screen.getByRole('combobox', { name: '表示件数' })).toHaveTextContent('50件表示');
    expect(screen.getByRole('combobox', { name: '並び順' })).toHaveTextContent('新しい順');
    await userEvent.click(screen.getByRole('combobox', { name: '表示件数' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['50件表示', '100件表示', '500件表示']);
  });

  it('says how words are matched and what to do when the list is empty', async () => {
    api.on('GET', 'forbidden-words', () => json(200, page([])));
    renderWithProviders(<ForbiddenListScreen kind="word" />);

    expect(await screen.findByText('まだ禁止ワードはありません')).toBeInTheDocument();
    expect(screen.getByText(/全角・半角、ひらがな・カタカナの違いは区別せずに判定します/)).toBeInTheDocument();
  });

  it('refuses an empty word at the field before asking the API', async () => {
    api.on('GET', 'forbidden-words', () => json(200, page([])));
    renderWithProviders(<ForbiddenListScreen kind="word" />);
    await screen.findByText('まだ禁止ワードはありません');

    await userEvent.click(screen.getByRole('button', { name: '追加' }));

    expect(await screen.findByText('禁止ワードを入力してください')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '禁止ワード' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST', 'forbidden-words')).toHaveLength(0);
  });

  it('adds a word, and shows the API refusal of a duplicate at the field', async () => {
    api.on('GET', 'forbidden-words', () => json(200, page([])));
    api.on('POST', 'forbidden-words', (request) =>
      (request.body as { word: string }).word === 'ガイド'
        ? json(409, { code: 'duplicate', message: 'この禁止ワードはすでに登録されています', fields: { word: 'この禁止ワードはすでに登録されています' } })
        : json(201, word(2, '競合')),
    );
    renderWithProviders(<ForbiddenListScreen kind="word" />);
    await screen.findByText('まだ禁止ワードはありません');

    await typeInto(screen.getByRole('textbox', { name: '禁止ワード' }), '競合');
    await typeInto(screen.getByRole('textbox', { name: 'メモ' }), '他社名');
    await userEvent.click(screen.getByRole('button', { name: '追加' }));
    expect(await screen.findByText('追加しました')).toBeInTheDocument();
    expect(api.sent('POST', 'forbidden-words')[0]?.body).toEqual({ word: '競合', note: '他社名' });
    expect(screen.getByRole('textbox', { name: '禁止ワード' })).toHaveValue('');

    await typeInto(screen.getByRole('textbox', { name: '禁止ワード' }), 'ガイド', { enter: true });
    expect(await screen.findByText('この禁止ワードはすでに登録されています')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '禁止ワード' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a row in place and deletes one after asking', async () => {
    api.on('GET', 'forbidden-words', () => json(200, page([word(1, 'がいど', '旧メモ')])));
    api.on('PUT', 'forbidden-words/:id', (request) => json(200, { ...word(1, 'がいど'), ...(request.body as object) }));
    api.on('DELETE', 'forbidden-words/:id', () => json(204, null));
    renderWithProviders(<ForbiddenListScreen kind="word" />);

    await userEvent.click(await screen.findByRole('button', { name: '「がいど」を編集' }));
    const editForm = screen.getByRole('form', { name: '「がいど」を編集' });
    const note = within(editForm).getByRole('textbox', { name: 'メモ' });
    await userEvent.clear(note);
    await typeInto(note, '新メモ');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    expect(api.sent('PUT', `forbidden-words/${word(1, '').id}`)[0]?.body).toEqual({ word: 'がいど', note: '新メモ' });

    await userEvent.click(screen.getByRole('button', { name: '「がいど」を削除' }));
    const dialog = await screen.findByRole('dialog', { name: '禁止ワード「がいど」を削除しますか？' });
    expect(api.sent('DELETE', `forbidden-words/${word(1, '').id}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('削除しました')).toBeInTheDocument();
    expect(api.sent('DELETE', `forbidden-words/${word(1, '').id}`)).toHaveLength(1);
  });

  it('tells whether a sample is blocked, and by which word', async () => {
    api.on('GET', 'forbidden-words', () => json(200, page([word(1, 'がいど')])));
    api.on('POST', 'forbidden-words/try', (request) =>
      json(200, (request.body as { text: string }).text.includes('ｶﾞｲﾄﾞ') ? { caught: true, entry: { id: word(1, '').id, value: 'がいど' } } : { caught: false }),
    );
    renderWithProviders(<ForbiddenListScreen kind="word" />);
    await screen.findByText('がいど');
    const sample = screen.getByRole('textbox', { name: '試す文章' });

    await typeInto(sample, 'ｶﾞｲﾄﾞについて教えて');
    await userEvent.click(screen.getByRole('button', { name: '判定する' }));
    expect(await screen.findByText('ブロックされます（該当: がいど）')).toBeInTheDocument();
    expect(api.sent('POST', 'forbidden-words/try')[0]?.body).toEqual({ text: 'ｶﾞｲﾄﾞについて教えて' });

    await userEvent.clear(sample);
    expect(screen.queryByText(/ブロックされます/)).not.toBeInTheDocument();
    await typeInto(sample, '営業時間は？', { enter: true });
    expect(await screen.findByText('ブロックされません')).toBeInTheDocument();
  });

  it('downloads the CSV the API wrote, under its Japanese file name', async () => {
    api.on('GET', 'forbidden-words', () => json(200, page([word(1, 'がいど')])));
    const csv = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('禁止ワード,メモ\r\nがいど,\r\n')]);
    api.on(
      'GET',
      'forbidden-words/export',
      () =>
        new Response(csv, {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="forbidden-words-20261121.csv"; filename*=UTF-8''${encodeURIComponent('禁止ワード_20261121')}.csv`,
          },
        }),
    );
    // jsdom has no object URLs; these stand in for the browser's download machinery.
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:export';
      },
      revokeObjectURL: () => undefined,
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderWithProviders(<ForbiddenListScreen kind="word" />);
    await screen.findByText('がいど');

    await userEvent.click(screen.getByRole('button', { name: 'CSVで書き出す' }));

    await waitFor(() => expect(downloads).toEqual(['禁止ワード_20261121.csv']));
    expect(api.sent('GET', 'forbidden-words/export')[0]?.headers.get('Accept')).toBe('text/csv');
    const [blob] = blobs;
    if (blob === undefined) throw new Error('nothing was handed to the download');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('asks before leaving with a word typed but not added', async () => {
    api.on('GET', 'forbidden-words', () => json(200, page([])));
    const { router } = renderWithProviders(<ForbiddenListScreen kind="word" />, { path: '/chatsettings/forbiddenword' });
    await screen.findByText('まだ禁止ワードはありません');

    await typeInto(screen.getByRole('textbox', { name: '禁止ワード' }), '競合');
    // Leaving the field first, as a click on a link would: the dialog then takes the focus from nothing.
    await userEvent.tab();
    await act(() => router.navigate('/chatsettings/forbiddenurl'));
    const dialog = await screen.findByRole('dialog', { name: '保存されていない変更があります' });
    await userEvent.click(within(dialog).getByRole('button', { name: '破棄して移動' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chatsettings/forbiddenurl'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
