import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListTable, type ListTableColumn } from '../src/list-table/ListTable';
import { ListTitleCell } from '../src/list-table/ListTitleCell';
import { DeleteRowButton } from '../src/list-table/DeleteRowButton';
import { RowActionButton } from '../src/list-table/RowActionButton';
import { actionsColumn, countColumn, titleColumn, updatedAtColumn } from '../src/list-table/list-columns';
import { PagedListBody, type PagedListLabels, type PagedListResult } from '../src/list-table/PagedListBody';
import { useListQuery } from '../src/list-toolbar/useListQuery';
import { renderOnDataRouter } from './data-router';
import { renderWithTheme } from './render';

interface Row {
  id: string;
  name: string;
  note: string | null;
  count: number;
  updated_at: string;
}

const ROWS: Row[] = [
  { id: 'a', name: '資料請求', note: 'カタログの送付先', count: 3, updated_at: '2026-11-20T01:02:00.000Z' },
  { id: 'b', name: '来店予約', note: null, count: 12, updated_at: '2026-11-21T03:04:00.000Z' },
];

const LABELS: PagedListLabels = {
  loadFailed: 'フォームの一覧を読み込めませんでした',
  retry: '再試行',
  noMatches: '条件に一致するフォームはありません',
  noMatchesHint: '検索語を変えて、もう一度お試しください。',
  emptyTitle: 'フォームはまだありません',
  emptyDescription: '「新規作成」から作成してください。',
};

function result(partial: Partial<PagedListResult<Row>>): PagedListResult<Row> {
  return { data: undefined, isPending: false, error: null, refetch: jest.fn(), ...partial };
}

function body(r: PagedListResult<Row>, filtered = false) {
  return (
    <PagedListBody result={r} labels={LABELS} filtered={filtered} emptyIcon={null} emptyAction={<button type="button">新規作成</button>} page={1} limit={50} onPageChange={jest.fn()}>
      {(rows) => <p>{rows.map((row) => row.name).join('、')}</p>}
    </PagedListBody>
  );
}

describe('PagedListBody', () => {
  it('shows the loading shape until a page arrives', () => {
    renderWithTheme(body(result({ isPending: true })));
    expect(screen.getByRole('progressbar', { name: '読み込み中' })).toBeInTheDocument();
  });

  it('says what failed and why, and reads again on retry', async () => {
    const r = result({ error: new Error('サーバーに接続できません') });
    renderWithTheme(body(r));
    expect(screen.getByRole('alert')).toHaveTextContent('フォームの一覧を読み込めませんでした: サーバーに接続できません');
    await userEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(r.refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the page it has when a later read fails', () => {
    renderWithTheme(body(result({ data: { data: ROWS, total_records: 2 }, error: new Error('失敗') })));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('資料請求、来店予約')).toBeInTheDocument();
  });

  it('tells nothing yet (with the action) from nothing matching', () => {
    const empty = result({ data: { data: [], total_records: 0 } });
    const { unmount } = renderWithTheme(body(empty));
    expect(screen.getByText('フォームはまだありません')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新規作成' })).toBeInTheDocument();
    unmount();
    renderWithTheme(body(empty, true));
    expect(screen.getByText('条件に一致するフォームはありません')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新規作成' })).not.toBeInTheDocument();
  });

  it('offers the action of nothing matching (clear the filters) only when filtered', () => {
    const empty = result({ data: { data: [], total_records: 0 } });
    renderWithTheme(
      <PagedListBody result={empty} labels={LABELS} filtered noMatchesAction={<button type="button">条件をクリア</button>} page={1} limit={50} onPageChange={jest.fn()}>
        {() => null}
      </PagedListBody>,
    );
    expect(screen.getByText('条件に一致するフォームはありません')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '条件をクリア' })).toBeInTheDocument();
  });

  it('says a total known only as a floor as such', () => {
    renderWithTheme(body(result({ data: { data: ROWS, total_records: 10000, total_is_lower_bound: true } })));
    expect(screen.getByRole('status')).toHaveTextContent('10,000件以上のうち 1–50件');
  });

  it('shows the rows, then the pagination with the total', () => {
    renderWithTheme(body(result({ data: { data: ROWS, total_records: 2 } })));
    expect(screen.getByText('資料請求、来店予約')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2件');
  });
});

describe('ListTable', () => {
  const onDelete = jest.fn();
  const onCopy = jest.fn();
  const columns: ListTableColumn<Row>[] = [
    titleColumn('名前', (row) => <ListTitleCell title={row.name} to={`/forms/${row.id}`} linkLabel={`${row.name}を編集`} secondary={row.note} />),
    countColumn('回答数', 88, (row) => `${row.count}件`),
    updatedAtColumn('更新日時'),
    actionsColumn('操作', 104, (row) => (
      <>
        <RowActionButton label={`${row.name}を複製`} icon={<span>複</span>} onClick={() => onCopy(row)} disabled={row.id === 'b'} />
        <DeleteRowButton label={`${row.name}を削除`} onClick={() => onDelete(row)} />
      </>
    )),
  ];

  it('draws a named table, one row per item, with its links, counts, dates and buttons', async () => {
    renderWithTheme(<ListTable label="フォーム一覧" columns={columns} rows={ROWS} rowTestId="form-row" stale={false} />);
    const table = screen.getByRole('table', { name: 'フォーム一覧' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['名前', '回答数', '更新日時', '操作']);
    const rows = screen.getAllByTestId('form-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: '資料請求を編集' })).toHaveAttribute('href', '/forms/a');
    expect(first.getByText('カタログの送付先')).toBeInTheDocument();
    expect(first.getByText('3件')).toBeInTheDocument();
    // On the owner's clock (Asia/Tokyo until told otherwise), not the browser's.
    expect(first.getByText('2026/11/20 10:02')).toHaveAttribute('dateTime', '2026-11-20T01:02:00.000Z');
    await userEvent.click(first.getByRole('button', { name: '資料請求を削除' }));
    expect(onDelete).toHaveBeenCalledWith(ROWS[0]);
    await userEvent.click(first.getByRole('button', { name: '資料請求を複製' }));
    expect(onCopy).toHaveBeenCalledWith(ROWS[0]);
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: '来店予約を複製' })).toBeDisabled();
  });

  it('breaks a header label only between its words, its text unchanged', () => {
    const headers: ListTableColumn<Row>[] = ['最終メッセージ', 'メッセージ数', 'ログイン種別', '最初の質問', 'ページURL', '訪問者'].map((header) => ({ header, cell: (row) => row.name }));
    renderWithTheme(<ListTable label="会話の一覧" columns={headers} rows={ROWS} rowTestId="row" stale={false} />);
    const cells = within(screen.getByRole('table', { name: '会話の一覧' })).getAllByRole('columnheader');
    expect(cells.map((cell) => cell.textContent)).toEqual(['最終メッセージ', 'メッセージ数', 'ログイン種別', '最初の質問', 'ページURL', '訪問者']);
    // Where a line may break: <wbr> between words, and nowhere else (keep-all).
    expect(cells.map((cell) => cell.innerHTML.replace(/<(?!wbr>)[^>]*>/g, ''))).toEqual([
      '最終<wbr>メッセージ',
      'メッセージ<wbr>数',
      'ログイン<wbr>種別',
      '最初の<wbr>質問',
      'ページ<wbr>URL',
      '訪問者',
    ]);
    expect(getComputedStyle(cells[0] as Element).wordBreak).toBe('keep-all');
  });

  it('dims the rows while a newer page is on its way', () => {
    const { container } = renderWithTheme(<ListTable label="フォーム一覧" columns={columns} rows={ROWS} rowTestId="form-row" stale />);
    expect(getComputedStyle(container.querySelector('.MuiTableContainer-root') as Element).opacity).toBe('0.6');
  });

  describe('with row links', () => {
    const plainColumns: ListTableColumn<Row>[] = [
      { header: '名前', cell: (row) => row.name },
      { header: '回答数', width: 88, cell: (row) => `${row.count}件` },
      actionsColumn('操作', 104, (row) => <DeleteRowButton label={`${row.name}を削除`} onClick={() => onDelete(row)} />),
    ];
    const rowLink = { href: (row: Row) => `/forms/${row.id}`, label: (row: Row) => `${row.name}の詳細を見る` };
    const table = <ListTable label="フォーム一覧" columns={plainColumns} rows={ROWS} rowTestId="form-row" stale={false} rowLink={rowLink} />;

    it('makes the first cell of each row a real link to the row, named for it', () => {
      renderOnDataRouter(table);
      const links = screen.getAllByTestId('form-row').map((row) => within(row).getByRole('link'));
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['/forms/a', '/forms/b']);
      expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['資料請求の詳細を見る', '来店予約の詳細を見る']);
      expect(links[0]).toHaveTextContent('資料請求');
    });

    it('is reached by Tab, and Enter opens the row', async () => {
      renderOnDataRouter(table);
      await userEvent.tab();
      expect(screen.getByRole('link', { name: '資料請求の詳細を見る' })).toHaveFocus();
      await userEvent.tab();
      expect(screen.getByRole('button', { name: '資料請求を削除' })).toHaveFocus();
      await userEvent.tab();
      expect(screen.getByRole('link', { name: '来店予約の詳細を見る' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('status', { name: '現在のパス' })).toHaveTextContent('/forms/b');
    });

    it('opens the row on a click anywhere in it, and leaves a control its own click', async () => {
      renderOnDataRouter(table);
      await userEvent.click(screen.getByText('12件'));
      expect(screen.getByRole('status', { name: '現在のパス' })).toHaveTextContent('/forms/b');
      await userEvent.click(screen.getByRole('button', { name: '資料請求を削除' }));
      expect(onDelete).toHaveBeenCalledWith(ROWS[0]);
      expect(screen.getByRole('status', { name: '現在のパス' })).toHaveTextContent('/forms/b');
    });

    it('leaves a ctrl-click to the browser (a new tab), without moving this one', async () => {
      renderOnDataRouter(table);
      const user = userEvent.setup();
      await user.keyboard('{Control>}');
      await user.click(screen.getByText('12件'));
      await user.keyboard('{/Control}');
      expect(screen.getByRole('status', { name: '現在のパス' })).toHaveTextContent('/');
      expect(screen.getByRole('status', { name: '現在のパス' })).not.toHaveTextContent('/forms');
    });
  });
});

describe('useListQuery', () => {
  const initial = { page: 3, limit: 50 as const, sort_order: 'desc' as const, q: '', status: '' };

  it('changes the page alone, and starts again from page 1 on any other change', () => {
    const { result: hook } = renderHook(() => useListQuery(initial));
    act(() => hook.current.setPage(4));
    expect(hook.current.query.page).toBe(4);
    act(() => hook.current.toolbar.onSearchChange('予約'));
    expect(hook.current.query).toEqual({ ...initial, page: 1, q: '予約' });
    expect(hook.current.toolbar.search).toBe('予約');
    act(() => hook.current.setPage(2));
    act(() => hook.current.toolbar.onLimitChange(100));
    expect(hook.current.query).toMatchObject({ page: 1, limit: 100 });
    act(() => hook.current.setPage(2));
    act(() => hook.current.toolbar.onSortOrderChange('asc'));
    expect(hook.current.query).toMatchObject({ page: 1, sort_order: 'asc' });
    act(() => hook.current.setPage(2));
    act(() => hook.current.refine({ status: 'error' }));
    expect(hook.current.query).toMatchObject({ page: 1, status: 'error' });
  });
});
