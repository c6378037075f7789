import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, validationError, type FakeApi } from 'shared-auth/testing';
import { formatDateTime } from 'shared-ui';
import { renderSection, typeInto } from 'shared-ui/testing';
import HistorySection from '../section';
import { queryClient } from '../query-client';
import { id, page, summary } from '../features/conversation-history/testing/conversation-fixtures';

// MUI menus and dialogs are slow in jsdom; the machine is shared.
jest.setTimeout(40_000);

function listParams(api: FakeApi) {
  return api.sent('GET', 'conversations').map((request) => Object.fromEntries(new URLSearchParams(request.search)));
}

function urlParams(router: { state: { location: { search: string } } }) {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const FIRST_PAGE = { page: '1', limit: '50', sort_by: 'created_at', sort_order: 'desc' };

describe('会話履歴: the list', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
  });
  afterEach(() => {
    // The section keeps one query cache for its life; each test starts from an empty one.
    queryClient.clear();
  });

  it('lists conversations, 50 newest first, with the visitor, login type, first question, count, badges and page URL', async () => {
    api.on('GET', 'conversations', () =>
      json(
        200,
        page([
          summary(1, {
            visitor: { visitor_id: id(1, '1111'), account_id: id(9, '3333'), name: '佐藤 花子', email: 'hanako@example.jp', login_type: 'line' },
            unanswered_count: 2,
            feedback_down_count: 1,
            form_submitted: true,
            has_error: true,
            reviewed_at: '2026-11-21T00:00:00.000Z',
            message_count: 12,
          }),
          summary(2, { visitor: { visitor_id: id(2, '1111'), account_id: id(8, '3333'), name: null, email: 'ichiro@example.jp', login_type: 'mail' }, page_url: null }),
          summary(3, { first_question: '' }),
        ]),
      ),
    );
    const { router } = renderSection(HistorySection, '/conversationhistory');

    const table = await screen.findByRole('table', { name: '会話の一覧' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '開始日時',
      '最終メッセージ',
      '訪問者',
      'ログイン種別',
      '最初の質問',
      'メッセージ数',
      'ページURL',
    ]);
    expect(listParams(api)).toEqual([FIRST_PAGE]);
    const rows = screen.getAllByTestId('conversation-row');
    const cells = (row: number) => within(rows[row] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(0)).toEqual([
      formatDateTime('2026-11-20T01:05:00.000Z'),
      formatDateTime('2026-11-20T01:09:00.000Z'),
      '佐藤 花子',
      'LINE',
      '質問1未回答👎フォーム送信エラー確認済み',
      '12',
      // The path; the whole URL is the cell's tooltip.
      '/access',
    ]);
    expect(within(rows[0] as HTMLElement).getByTitle('https://shop.example.jp/access')).toHaveTextContent('/access');
    expect(formatDateTime('2026-11-20T01:05:00.000Z')).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    expect(cells(1).slice(2, 4)).toEqual(['ichiro@example.jp', 'メール']);
    // A mail address may break before its @ only (never inside a word), and is whole in its tooltip.
    const mail = within(rows[1] as HTMLElement).getByTitle('ichiro@example.jp');
    expect(mail.innerHTML).toBe('ichiro<wbr>@example.jp');
    expect(within(rows[0] as HTMLElement).getByTitle('佐藤 花子').innerHTML).toBe('佐藤 花子');
    expect(cells(1)[6]).toBe('-');
    expect(cells(2).slice(2, 5)).toEqual(['匿名', '-', '（質問なし）']);
    expect(within(rows[0] as HTMLElement).getByLabelText('👎 1件')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryAllByTestId('conversation-badge')).toHaveLength(0);
    expect(screen.getByTestId('conversation-count')).toHaveTextContent('3件');

    // A row opens its transcript.
    const link = within(rows[0] as HTMLElement).getByRole('link', { name: `${formatDateTime('2026-11-20T01:05:00.000Z')} に始まった 佐藤 花子 の会話を開く` });
    expect(link).toHaveAttribute('href', `/conversationhistory/${id(1)}`);
    expect(router.state.location.pathname).toBe('/conversationhistory');
  });

  it('writes the chosen filters to the URL under the contract names, and sends them to the API', async () => {
    api.on('GET', 'conversations', () => json(200, page([summary(1)])));
    const { router } = renderSection(HistorySection, '/conversationhistory');
    await screen.findAllByTestId('conversation-row');

    await choose('期間', '7日');
    await choose('アカウント', 'LINEでログイン');
    await choose('評価', '👎 あり');
    await choose('確認状態', '未確認');

    const expected = { period: '7d', account: 'line', rating: 'down', review: 'unreviewed' };
    await waitFor(() => expect(urlParams(router)).toEqual(expected));
    await waitFor(() => expect(listParams(api).at(-1)).toEqual({ ...FIRST_PAGE, ...expected }));
  });

  it('writes the flags, the page URL, the keyword and the order to the URL, and a row carries them to its transcript', async () => {
    api.on('GET', 'conversations', () => json(200, page([summary(1)])));
    const { router } = renderSection(HistorySection, '/conversationhistory');
    await screen.findAllByTestId('conversation-row');

    await userEvent.click(screen.getByRole('checkbox', { name: '未回答あり' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'フォーム送信あり' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'エラーあり' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'テスト会話を含める' }));
    await typeInto(screen.getByRole('textbox', { name: 'ページURL' }), '/access', { enter: true });
    await typeInto(screen.getByRole('searchbox', { name: 'キーワード' }), '駐車', { enter: true });
    await choose('並び替え', '最終メッセージ');
    await choose('並び順', '古い順');
    await choose('表示件数', '100件表示');

    const expected = {
      limit: '100',
      sort_by: 'updated_at',
      sort_order: 'asc',
      unanswered: 'true',
      form_submitted: 'true',
      error: 'true',
      page_url: '/access',
      q: '駐車',
      include_preview: 'true',
    };
    await waitFor(() => expect(urlParams(router)).toEqual(expected));
    await waitFor(() => expect(listParams(api).at(-1)).toEqual({ page: '1', ...expected }));

    // The transcript can step through the same list and come back to it.
    expect(screen.getAllByTestId('conversation-row')[0]?.querySelector('a')).toHaveAttribute(
      'href',
      `/conversationhistory/${id(1)}${router.state.location.search}`,
    );
  });

  it('reads the filters from the URL (a reload or a shared link) and Back returns to the view before', async () => {
    api.on('GET', 'conversations', (request) => json(200, page([summary(1)], { total_records: 120, page: Number(new URLSearchParams(request.search).get('page')) })));
    const { router } = renderSection(
      HistorySection,
      '/conversationhistory?page=2&period=custom&from=2026-11-01&to=2026-11-20&account=mail&unanswered=1&q=%E9%A7%90%E8%BB%8A&include_preview=true',
    );

    await screen.findAllByTestId('conversation-row');
    expect(listParams(api)[0]).toEqual({
      page: '2',
      limit: '50',
      sort_by: 'created_at',
      sort_order: 'desc',
      period: 'custom',
      from: '2026-11-01',
      to: '2026-11-20',
      account: 'mail',
      unanswered: 'true',
      q: '駐車',
      include_preview: 'true',
    });
    expect(screen.getByRole('combobox', { name: '期間' })).toHaveTextContent('期間を指定');
    expect(screen.getByLabelText('開始日')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('終了日')).toHaveValue('2026-11-20');
    expect(screen.getByRole('combobox', { name: 'アカウント' })).toHaveTextContent('メールでログイン');
    expect(screen.getByRole('checkbox', { name: '未回答あり' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'キーワード' })).toHaveValue('駐車');
    expect(screen.getByText('120件中 51–100件')).toBeInTheDocument();

    await choose('アカウント', 'LINEでログイン');
    await waitFor(() => expect(urlParams(router)).toMatchObject({ account: 'line' }));
    expect(urlParams(router).page).toBeUndefined();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'アカウント' })).toHaveTextContent('メールでログイン'));
    expect(listParams(api).at(-1)).toMatchObject({ account: 'mail', page: '2' });
  });

  it('shows what the contract refuses at its field, sending nothing for it', async () => {
    api.on('GET', 'conversations', () => json(200, page([summary(1)])));
    const { router } = renderSection(HistorySection, '/conversationhistory');
    await screen.findAllByTestId('conversation-row');

    await choose('期間', '期間を指定');
    expect(await screen.findByText('開始日か終了日を入力してください')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('開始日'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('終了日'), { target: { value: '2026-11-01' } });

    expect(await screen.findByText('終了日は開始日以降の日付にしてください')).toBeInTheDocument();
    expect(urlParams(router)).toEqual({ period: 'custom', from: '2026-11-20', to: '2026-11-01' });
    expect(listParams(api).some((params) => params.to === '2026-11-01')).toBe(false);

    fireEvent.change(screen.getByLabelText('終了日'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(listParams(api).at(-1)).toMatchObject({ period: 'custom', from: '2026-11-20', to: '2026-11-30' }));
    expect(screen.queryByText('終了日は開始日以降の日付にしてください')).not.toBeInTheDocument();
  });

  it("shows the API's 400 message at the field it names", async () => {
    api.on('GET', 'conversations', (request) =>
      new URLSearchParams(request.search).get('page_url') === 'bad' ? validationError({ page_url: 'ページURLの指定が正しくありません' }) : json(200, page([summary(1)])),
    );
    renderSection(HistorySection, '/conversationhistory');
    await screen.findAllByTestId('conversation-row');

    await typeInto(screen.getByRole('textbox', { name: 'ページURL' }), 'bad', { enter: true });

    expect(await screen.findByText('ページURLの指定が正しくありません')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ページURL' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears every filter with 条件をクリア, keeping the page size and order', async () => {
    api.on('GET', 'conversations', () => json(200, page([summary(1)])));
    const { router } = renderSection(HistorySection, '/conversationhistory?limit=500&sort_order=asc&period=30d&rating=up&q=test&unanswered=true');
    await screen.findAllByTestId('conversation-row');

    await userEvent.click(screen.getByRole('button', { name: '条件をクリア' }));

    await waitFor(() => expect(urlParams(router)).toEqual({ limit: '500', sort_order: 'asc' }));
    expect(screen.getByRole('searchbox', { name: 'キーワード' })).toHaveValue('');
    expect(screen.getByRole('button', { name: '条件をクリア' })).toBeDisabled();
  });

  it('tells a new owner where conversations come from, with the embed tag and the test chat', async () => {
    api.on('GET', 'conversations', () => json(200, page([])));
    renderSection(HistorySection, '/conversationhistory');

    expect(await screen.findByText('まだ会話はありません')).toBeInTheDocument();
    expect(screen.getByText(/ウィジェットをサイトに設置すると、訪問者との会話がここに表示されます/)).toBeInTheDocument();
    expect(screen.getByText(/「テスト会話を含める」をオンにすると表示されます/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'リンク設定で埋め込みタグを見る' })).toHaveAttribute('href', '/urlsettings');
    expect(screen.getByRole('link', { name: 'テスト（チャットUI）で試す' })).toHaveAttribute('href', '/chatui');
  });

  it('says nothing matches a filtered view, and clears the filters from there', async () => {
    api.on('GET', 'conversations', (request) => json(200, page(new URLSearchParams(request.search).has('rating') ? [] : [summary(1)])));
    const { router } = renderSection(HistorySection, '/conversationhistory?rating=down');

    expect(await screen.findByText('条件に合う会話はありません')).toBeInTheDocument();
    expect(screen.queryByText('まだ会話はありません')).not.toBeInTheDocument();
    const clears = screen.getAllByRole('button', { name: '条件をクリア' });
    await userEvent.click(clears.at(-1) as HTMLElement);

    await screen.findAllByTestId('conversation-row');
    expect(router.state.location.search).toBe('');
  });

  it('says 「10,000件以上」 when the total is only a floor', async () => {
    api.on('GET', 'conversations', () => json(200, page([summary(1)], { total_records: 10_000, total_is_lower_bound: true })));
    renderSection(HistorySection, '/conversationhistory');

    expect(await screen.findByTestId('conversation-count')).toHaveTextContent('10,000件以上');
    expect(screen.getByText('10,000件以上のうち 1–50件')).toBeInTheDocument();
  });
});
