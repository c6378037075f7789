import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, validationError, type FakeApi } from 'shared-auth/testing';
import { formatDateTime } from 'shared-ui';
import { renderSection, typeInto } from 'shared-ui/testing';
import HistorySection from '../section';
import { queryClient } from '../query-client';
import { BIG, CONTACT, OLD, answer, page } from '../features/form-history/testing/form-answer-fixtures';
import { FIRST_PAGE, choose, paramsOf, serveFormHistory, urlParams } from '../features/form-history/testing/form-history-api';

// MUI menus are slow in jsdom; the machine is shared.
jest.setTimeout(40_000);

const headers = () => within(screen.getByRole('table', { name: '回答の一覧' })).getAllByRole('columnheader').map((cell) => cell.textContent);
const cells = (row: number) => within(screen.getAllByTestId('form-answer-row')[row] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);

describe('フォーム回答履歴: the list', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
  });
  afterEach(() => {
    queryClient.clear();
    window.localStorage.clear();
  });

  it('offers すべてのフォーム and each form with its answer count, a deleted form marked, a capped count as 「以上」', async () => {
    serveFormHistory(api);
    renderSection(HistorySection, '/form-history');
    await screen.findAllByTestId('form-answer-row');

    const picker = screen.getByRole('combobox', { name: 'フォーム' });
    expect(picker).toHaveTextContent('すべてのフォーム');
    await userEvent.click(picker);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'すべてのフォーム',
      'お問い合わせ（12件）',
      '旧アンケート（削除済み）（3件）',
      '資料請求（10,000件以上）',
    ]);
  });

  it('lists every form’s answers with the form, visitor, login type, version and a short 回答内容', async () => {
    serveFormHistory(api, {
      list: () =>
        json(
          200,
          page([
            answer(1, { visitor: { account_id: null, name: '佐藤 花子', email: 'hanako@example.jp', login_type: 'line' } }),
            answer(2, {
              form: { id: OLD, name: '旧アンケート', archived: true },
              version: 1,
              visitor: { account_id: null, name: null, email: 'ichiro@example.jp', login_type: 'mail' },
              cells: { q1: '', q2: 'とても良い', q3: '<b>太字</b>' },
            }),
          ]),
        ),
    });
    renderSection(HistorySection, '/form-history');
    await screen.findAllByTestId('form-answer-row');

    expect(headers()).toEqual(['回答日時', 'フォーム', '訪問者', 'ログイン種別', 'バージョン', '回答内容']);
    expect(cells(0)).toEqual([formatDateTime('2026-11-20T01:05:00.000Z'), 'お問い合わせ', '佐藤 花子', 'LINE', 'v3', '山田1 / user1@example.jp / 見積もり、資料']);
    expect(cells(1)).toEqual([formatDateTime('2026-11-20T01:05:00.000Z'), '旧アンケート（削除済み）', 'ichiro@example.jp', 'メール', 'v1', 'とても良い / <b>太字</b>']);
    // Answers are text, never markup.
    expect(screen.getAllByTestId('form-answer-row')[1]?.querySelector('b')).toBeNull();
    expect(paramsOf(api, 'GET', 'form-answers')).toEqual([FIRST_PAGE]);
    expect(screen.getByTestId('form-answer-count')).toHaveTextContent('2件');
    // No version without a form, no stats; the export takes every form's answers.
    expect(screen.queryByRole('combobox', { name: 'バージョン' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'フォームの送信率' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'エクスポート' })).toBeEnabled();
  });

  it("with a form chosen, has a column per field across its versions (a dropped one too) and '-' for an empty answer", async () => {
    serveFormHistory(api, {
      list: () =>
        json(
          200,
          page([
            answer(1, { visitor: { account_id: null, name: null, email: null, login_type: null } }),
            answer(2, { version: 2, cells: { name: '鈴木', email: '', phone: '09012345678' } }),
          ]),
        ),
    });
    const { router } = renderSection(HistorySection, '/form-history');
    await screen.findAllByTestId('form-answer-row');

    await choose('フォーム', 'お問い合わせ（12件）');
    await waitFor(() => expect(urlParams(router)).toEqual({ form: CONTACT }));
    await waitFor(() => expect(headers()).toEqual(['回答日時', '訪問者', 'ログイン種別', 'バージョン', 'お名前', 'メールアドレス', 'ご用件', '電話番号']));
    expect(paramsOf(api, 'GET', 'form-answers').at(-1)).toEqual({ ...FIRST_PAGE, form_id: CONTACT });
    expect(api.sent('GET', `form-answers/forms/${CONTACT}`)).toHaveLength(1);
    expect(screen.getByTitle('電話番号（現在のフォームにない項目）')).toBeInTheDocument();
    expect(cells(0)).toEqual([formatDateTime('2026-11-20T01:05:00.000Z'), '匿名', '-', 'v3', '山田1', 'user1@example.jp', '見積もり、資料', '-']);
    expect(cells(1).slice(3)).toEqual(['v2', '鈴木', '-', '-', '09012345678']);
    // The whole value is the cell's tooltip (the cell cuts it with …).
    expect(within(screen.getAllByTestId('form-answer-row')[0] as HTMLElement).getByTitle('user1@example.jp')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'エクスポート' })).toBeEnabled();
  });

  it('writes each filter to the URL under the contract names and sends it to the API; a version only with a form', async () => {
    serveFormHistory(api);
    const { router } = renderSection(HistorySection, `/form-history?form=${CONTACT}`);
    await screen.findAllByTestId('form-answer-row');

    await choose('期間', '30日');
    await choose('アカウント', 'メールでログイン');
    await choose('バージョン', /^v2（/);
    await typeInto(screen.getByRole('searchbox', { name: 'キーワード' }), '見積', { enter: true });
    await userEvent.click(screen.getByRole('checkbox', { name: 'テスト会話の回答を含める' }));

    const expected = { period: '30d', account: 'mail', version: '2', q: '見積', include_preview: 'true' };
    await waitFor(() => expect(urlParams(router)).toEqual({ form: CONTACT, ...expected }));
    await waitFor(() => expect(paramsOf(api, 'GET', 'form-answers').at(-1)).toEqual({ ...FIRST_PAGE, form_id: CONTACT, ...expected }));
    // 送信率 follows the period (and whether test chats count).
    await waitFor(() => expect(paramsOf(api, 'GET', `form-answers/forms/${CONTACT}/stats`).at(-1)).toEqual({ period: '30d', include_preview: 'true' }));

    // Another form: its own versions, so the version goes.
    await choose('フォーム', '資料請求（10,000件以上）');
    await waitFor(() => expect(urlParams(router)).toEqual({ form: BIG, period: '30d', account: 'mail', q: '見積', include_preview: 'true' }));
    // すべてのフォーム: no version to choose.
    await choose('フォーム', 'すべてのフォーム');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'バージョン' })).not.toBeInTheDocument());
    expect(urlParams(router).form).toBeUndefined();
  });

  it('sends the page, its size, the order and the sort key, and reads them back from the URL', async () => {
    serveFormHistory(api, {
      list: (request) => json(200, page([answer(1)], { total_records: 240, page: Number(new URLSearchParams(request.search).get('page')) })),
    });
    const { router } = renderSection(HistorySection, `/form-history?form=${CONTACT}&page=2&period=custom&from=2026-11-01&to=2026-11-20`);
    await screen.findAllByTestId('form-answer-row');
    expect(paramsOf(api, 'GET', 'form-answers')[0]).toEqual({ ...FIRST_PAGE, page: '2', form_id: CONTACT, period: 'custom', from: '2026-11-01', to: '2026-11-20' });
    expect(screen.getByLabelText('開始日')).toHaveValue('2026-11-01');
    expect(screen.getByText('240件中 51–100件')).toBeInTheDocument();

    await choose('並び替え', '更新日時');
    await choose('並び順', '古い順');
    await choose('表示件数', '500件表示');
    await waitFor(() =>
      expect(paramsOf(api, 'GET', 'form-answers').at(-1)).toEqual({
        page: '1',
        limit: '500',
        sort_by: 'updated_at',
        sort_order: 'asc',
        form_id: CONTACT,
        period: 'custom',
        from: '2026-11-01',
        to: '2026-11-20',
      }),
    );
    expect(urlParams(router)).toEqual({ form: CONTACT, limit: '500', sort_by: 'updated_at', sort_order: 'asc', period: 'custom', from: '2026-11-01', to: '2026-11-20' });
  });

  it('says 「10,000件以上」 when the total is only a floor', async () => {
    serveFormHistory(api, { list: () => json(200, page([answer(1)], { total_records: 10_000, total_is_lower_bound: true })) });
    renderSection(HistorySection, '/form-history');
    expect(await screen.findByTestId('form-answer-count')).toHaveTextContent('10,000件以上');
  });

  it('shows what the contract refuses at its field before sending, and the API’s 400 message at the field it names', async () => {
    serveFormHistory(api, {
      list: (request) => (new URLSearchParams(request.search).get('q') === 'bad' ? validationError({ q: 'キーワードの指定が正しくありません' }) : json(200, page([answer(1)]))),
    });
    renderSection(HistorySection, `/form-history?form=${CONTACT}`);
    await screen.findAllByTestId('form-answer-row');

    await choose('期間', '期間を指定');
    expect(await screen.findByText('開始日か終了日を入力してください')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('開始日'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(paramsOf(api, 'GET', 'form-answers').at(-1)).toMatchObject({ period: 'custom', from: '2026-11-01' }));

    await typeInto(screen.getByRole('searchbox', { name: 'キーワード' }), 'bad', { enter: true });
    expect(await screen.findByText('キーワードの指定が正しくありません')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'キーワード' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows 送信率 of the chosen form for the period, and 「—」 when the form was never offered', async () => {
    let rate: number | null = 0.3333;
    serveFormHistory(api, { stats: () => json(200, { offered: rate === null ? 0 : 1200, answered: rate === null ? 0 : 400, rate }) });
    const { router } = renderSection(HistorySection, `/form-history?form=${CONTACT}&period=7d`);

    const card = within(await screen.findByRole('region', { name: 'フォームの送信率' }));
    expect(card.getByText('期間: 7日')).toBeInTheDocument();
    await waitFor(() => expect(card.getByTestId('stats-rate')).toHaveTextContent('33.3%'));
    expect(card.getByTestId('stats-offered')).toHaveTextContent('1,200');
    expect(card.getByTestId('stats-answered')).toHaveTextContent('400');
    expect(paramsOf(api, 'GET', `form-answers/forms/${CONTACT}/stats`)).toEqual([{ period: '7d' }]);

    rate = null;
    await choose('期間', '今日');
    await waitFor(() => expect(card.getByTestId('stats-rate')).toHaveTextContent('—'));
    expect(urlParams(router)).toEqual({ form: CONTACT, period: 'today' });
  });

  it('tells an owner without forms where to make one', async () => {
    serveFormHistory(api, { forms: () => json(200, { data: [] }), list: () => json(200, page([])) });
    renderSection(HistorySection, '/form-history');

    expect(await screen.findByText('まだフォームがありません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'フォームを作成する' })).toHaveAttribute('href', '/chatsettings/makeforms');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('points a form never answered to its builder and to the test chat', async () => {
    serveFormHistory(api, { list: () => json(200, page([])) });
    renderSection(HistorySection, `/form-history?form=${CONTACT}`);

    expect(await screen.findByText('まだ回答がありません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'フォームを編集する' })).toHaveAttribute('href', `/chatsettings/makeforms/edit/${CONTACT}`);
    expect(screen.getByRole('link', { name: 'テスト（チャットUI）で試す' })).toHaveAttribute('href', '/chatui');
    expect(screen.getByText(/「テスト会話の回答を含める」をオンにすると表示されます/)).toBeInTheDocument();
  });

  it('says nothing matches a filtered view, and clears the filters from there, keeping the form', async () => {
    serveFormHistory(api, { list: (request) => json(200, page(new URLSearchParams(request.search).has('account') ? [] : [answer(1)])) });
    const { router } = renderSection(HistorySection, `/form-history?form=${CONTACT}&account=line&limit=100`);

    expect(await screen.findByText('条件に一致する回答はありません')).toBeInTheDocument();
    expect(screen.queryByText('まだ回答がありません')).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: '条件をクリア' }).at(-1) as HTMLElement);

    await screen.findAllByTestId('form-answer-row');
    expect(urlParams(router)).toEqual({ form: CONTACT, limit: '100' });
  });
});
