import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchTestRequestSchema } from 'shared-contracts';
import { renderSection, typeInto } from 'shared-ui/testing';
import ChatSettingsSection from '../section';
import { installFakeApi, json, type FakeApi } from '../testing/fake-api';
import { queryClient } from '../query-client';
import { browserFile, itemId, page, summary } from '../features/knowledge/testing/knowledge-fixtures';

// MUI menus, tooltips and dialogs are slow in jsdom; the machine also builds.
jest.setTimeout(30_000);

function listParams(api: FakeApi) {
  return api.sent('GET', 'knowledge-items').map((request) => Object.fromEntries(new URLSearchParams(request.search)));
}

async function chooseOption(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('knowledge data store list', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    // As the API answers when no visitor has proposed anything.
    api.on('GET', 'knowledge-items/phrasing-proposals', () => json(200, { items: [], total: 0 }));
  });
  afterEach(() => {
    // The section keeps one query cache for its life; each test starts from an empty one.
    queryClient.clear();
  });

  it('asks for the first page, 50 newest first, then for what the search and the status and type filters say', async () => {
    api.on('GET', 'knowledge-items', () => json(200, page([summary(1)])));
    renderSection(ChatSettingsSection, '/chatsettings/knowledgedatastore');

    expect(await screen.findByRole('link', { name: '記事1' })).toHaveAttribute('href', `/chatsettings/knowledgedatastore/edit/${itemId(1)}`);
    expect(listParams(api)[0]).toEqual({ page: '1', limit: '50', sort_by: 'created_at', sort_order: 'desc' });

    await chooseOption('状態', 'エラー');
    await waitFor(() => expect(listParams(api).at(-1)).toMatchObject({ status: 'error', page: '1' }));

    await chooseOption('種類', 'Q&A');
    await waitFor(() => expect(listParams(api).at(-1)).toMatchObject({ status: 'error', type: 'qa' }));

    await typeInto(screen.getByRole('searchbox', { name: 'タイトル・Q&A・ファイル名・URLで検索' }), '営業時間', { enter: true });
    await waitFor(() => expect(listParams(api).at(-1)).toEqual({
      page: '1',
      limit: '50',
      sort_by: 'created_at',
      sort_order: 'desc',
      status: 'error',
      type: 'qa',
      q: '営業時間',
    }));
  });

  it('labels each status, says why an item failed, and polls while one is 処理中 until it is done', async () => {
    let calls = 0;
    api.on('GET', 'knowledge-items', () => {
      calls += 1;
      return json(
        200,
        page([
          summary(1, { title: '料金表', type: 'file', status: calls === 1 ? 'processing' : 'ready', progress: calls === 1 ? 40 : null, passage_count: 12 }),
          summary(2, { title: 'https://example.com/faq', excerpt: 'https://example.com/faq', type: 'url', status: 'error', error_reason: 'ページを取得できませんでした（404）', passage_count: 0 }),
          summary(3, { title: '営業時間', type: 'qa', status: 'ready', passage_count: 1 }),
        ]),
      );
    });
    renderSection(ChatSettingsSection, '/chatsettings/knowledgedatastore');

    const rows = await screen.findAllByTestId('knowledge-row');
    const chipOf = (index: number) => within(rows[index] as HTMLElement).getByTestId('knowledge-status');
    expect(chipOf(0)).toHaveTextContent('処理中 40%');
    expect(chipOf(1)).toHaveTextContent('エラー');
    expect(chipOf(2)).toHaveTextContent('完了');
    expect(within(rows[0] as HTMLElement).getByText('ファイル')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Webページ')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('12件')).toBeInTheDocument();

    expect(within(rows[1] as HTMLElement).getByText('ページを取得できませんでした（404）')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getAllByText('https://example.com/faq')).toHaveLength(1);
    expect(within(rows[0] as HTMLElement).queryByText('理由は記録されていません')).not.toBeInTheDocument();
    act(() => chipOf(1).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('ページを取得できませんでした（404）');
    expect(within(rows[1] as HTMLElement).getAllByText('ページを取得できませんでした（404）')).toHaveLength(1);

    // Two seconds later the list asks again and the item shows as done; then it stops asking.
    await waitFor(() => expect(within(screen.getAllByTestId('knowledge-row')[0] as HTMLElement).getByTestId('knowledge-status')).toHaveTextContent('完了'));
    const settled = calls;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls).toBe(settled);
  });

  it('says how to add knowledge when there is none', async () => {
    api.on('GET', 'knowledge-items', () => json(200, page([])));
    renderSection(ChatSettingsSection, '/chatsettings/knowledgedatastore');

    expect(await screen.findByText('ナレッジがまだありません')).toBeInTheDocument();
    expect(screen.getByText(/「ナレッジを登録」から記事・Q&A・ファイル・Webページを追加するか/)).toBeInTheDocument();
  });

  it('tests a question: the passages that would answer it, with their scores and items', async () => {
    api.on('GET', 'knowledge-items', () => json(200, page([summary(1)])));
    api.on('POST', 'knowledge-items/search-test', () =>
      json(200, {
        results: [
          { passage_id: 'p1', item_id: itemId(3), item_title: '営業時間は？', item_type: 'qa', heading: '営業時間は？', text: '10時から18時です。', score: 12.3456 },
          { passage_id: 'p2', item_id: itemId(1), item_title: 'ご利用案内', item_type: 'article', heading: '店舗 › 時間', text: '土日は17時までです。', score: 4.5 },
        ],
      }),
    );
    renderSection(ChatSettingsSection, '/chatsettings/knowledgedatastore');
    await screen.findByRole('link', { name: '記事1' });

    const box = within(screen.getByRole('region', { name: '質問をテスト' }));
    await userEvent.click(box.getByRole('button', { name: 'テスト' }));
    const empty = searchTestRequestSchema.safeParse({ question: '' }).error?.issues[0]?.message ?? '';
    expect(empty).not.toBe('');
    expect(box.getByText(empty)).toBeInTheDocument();
    expect(api.sent('POST', 'knowledge-items/search-test')).toHaveLength(0);

    await typeInto(box.getByRole('textbox', { name: '質問' }), '何時まで開いていますか');
    await userEvent.click(box.getByRole('button', { name: 'テスト' }));

    const results = await box.findAllByTestId('search-test-result');
    expect(api.sent('POST', 'knowledge-items/search-test')[0]?.body).toEqual({ question: '何時まで開いていますか', top_k: 5 });
    expect(results).toHaveLength(2);
    const first = within(results[0] as HTMLElement);
    expect(first.getByText('スコア 12.35')).toBeInTheDocument();
    expect(first.getByText('Q&A')).toBeInTheDocument();
    expect(first.getByText('10時から18時です。')).toBeInTheDocument();
    expect(first.getByRole('link', { name: '「営業時間は？」を開く' })).toHaveAttribute('href', `/chatsettings/knowledgedatastore/edit/${itemId(3)}`);
    const second = within(results[1] as HTMLElement);
    expect(second.getByText('スコア 4.50')).toBeInTheDocument();
    expect(second.getByText('記事')).toBeInTheDocument();
    expect(second.getByText('店舗 › 時間')).toBeInTheDocument();
  });

  it('imports Q&A from a CSV file and shows what was added and which lines were refused', async () => {
    api.on('GET', 'knowledge-items', () => json(200, page([summary(1)])));
    api.on('POST', 'knowledge-items/qa-import', () =>
      json(200, { added: 2, updated: 1, errors: [{ line: 3, message: '回答を入力してください' }] }),
    );
    renderSection(ChatSettingsSection, '/chatsettings/knowledgedatastore');
    await screen.findByRole('link', { name: '記事1' });

    await userEvent.click(screen.getByRole('button', { name: 'Q&Aをインポート' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Q&AをCSVからインポート' }));
    expect(dialog.getByText('文字コード：UTF-8（BOMあり・なし）またはShift_JIS')).toBeInTheDocument();

    const input = screen.getByTestId('qa-csv-input');
    await userEvent.upload(input, browserFile('PK', 'faq.xlsx'), { applyAccept: false });
    expect(dialog.getByRole('alert')).toHaveTextContent('CSVファイル（.csv）を選んでください');

    await userEvent.upload(input, browserFile('質問,回答\nQ,A\n', 'faq.csv', 'text/csv'));
    expect(dialog.getByText('選択中：faq.csv')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'インポート' }));

    const result = within(await dialog.findByRole('status', { name: 'インポートの結果' }));
    expect(result.getByText('追加 2件')).toBeInTheDocument();
    expect(result.getByText('更新 1件')).toBeInTheDocument();
    expect(result.getByText('3行目')).toBeInTheDocument();
    expect(result.getByText('回答を入力してください')).toBeInTheDocument();
    expect(api.sent('POST', 'knowledge-items/qa-import')).toHaveLength(1);
  });
  it('shows the words visitors chose a Q&A for, adds one to its 言い換え and rejects another', async () => {
    const proposal = (n: number, text: string) => ({
      id: `00000000-0000-4000-8000-00000000010${n}`,
      item_id: itemId(n),
      item_question: `質問${n}`,
      text,
      press_count: n,
      visitor_count: n,
      pressed_at: '2026-11-20T01:00:00.000Z',
      conversation_id: `00000000-0000-4000-8000-00000000020${n}`,
      message_id: '00000000-0000-4000-8000-000000000301',
    });
    let open = [proposal(1, 'クルマとめられる？'), proposal(2, '<b>自転車</b>おける？')];
    api.on('GET', 'knowledge-items', () => json(200, page([summary(1)])));
    api.on('GET', 'knowledge-items/phrasing-proposals', () => json(200, { items: open, total: open.length }));
    api.on('POST', `knowledge-items/phrasing-proposals/${proposal(1, '').id}/confirm`, () => {
      open = open.slice(1);
      return json(200, { item_id: itemId(1), answered: true, answer_preview: '裏に3台あります。' });
    });
    api.on('POST', `knowledge-items/phrasing-proposals/${proposal(2, '').id}/reject`, () => {
      open = [];
      return json(204, null);
    });
    renderSection(ChatSettingsSection, '/chatsettings/knowledgedatastore');

    const panel = await screen.findByRole('region', { name: '訪問者の言い回しの提案' });
    const first = within(panel).getByRole('listitem', { name: 'クルマとめられる？' });
    expect(within(first).getByRole('link', { name: '質問1' })).toHaveAttribute('href', `/chatsettings/knowledgedatastore/edit/${itemId(1)}`);
    expect(within(first).getByText(/1回選ばれました/)).toBeInTheDocument();
    // A visitor's words are text, never markup.
    expect(within(panel).getByText('「<b>自転車</b>おける？」')).toBeInTheDocument();
    // The evidence beside each: how many visitors chose it and their conversation. One visitor's choice is
    // not offered as the thing to do (outlined, read the conversation first); two visitors' is.
    expect(within(first).getByText('1人が選択')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '会話を見る' })).toHaveAttribute('href', '/conversationhistory/00000000-0000-4000-8000-000000000201');
    expect(within(first).getByText('1人の選択です。会話を確認してから追加してください')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: '言い換えに追加' })).toHaveClass('MuiButton-outlined');
    const second = within(panel).getByRole('listitem', { name: '<b>自転車</b>おける？' });
    expect(within(second).getByText('2人が選択')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: '言い換えに追加' })).toHaveClass('MuiButton-contained');
    expect(within(second).queryByText('1人の選択です。会話を確認してから追加してください')).not.toBeInTheDocument();

    await userEvent.click(within(first).getByRole('button', { name: '言い換えに追加' }));
    expect(await screen.findByText('「質問1」の言い換えに追加しました。')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).queryByRole('listitem', { name: 'クルマとめられる？' })).not.toBeInTheDocument());

    await userEvent.click(within(screen.getByRole('listitem', { name: '<b>自転車</b>おける？' })).getByRole('button', { name: '却下' }));
    expect(await screen.findByText('提案を却下しました。')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: '訪問者の言い回しの提案' })).not.toBeInTheDocument());
    expect(api.sent('POST', `knowledge-items/phrasing-proposals/${proposal(1, '').id}/confirm`)).toHaveLength(1);
    expect(api.sent('POST', `knowledge-items/phrasing-proposals/${proposal(2, '').id}/reject`)).toHaveLength(1);
  });
});
