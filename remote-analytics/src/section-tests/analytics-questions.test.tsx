import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, type FakeApi } from 'shared-auth/testing';
import { afterSampleNoticeShown, renderSection } from 'shared-ui/testing';
import AnalyticsSection from '../section';
import { queryClient } from '../query-client';
import { RANGE, frequentQuestions, knowledge, paramsOf, serveAnalytics, serverError, taughtQuestions, unansweredQuestions, uuid } from '../features/analytics/testing/analytics-api';

// MUI dialogs and tables are slow in jsdom; the machine is shared.
jest.setTimeout(40_000);

function panel(title: string) {
  return within(screen.getByRole('region', { name: title }));
}

const empty = { range: RANGE, data: [] };

describe('分析: the questions and the knowledge', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    serveAnalytics(api);
  });
  afterEach(() => {
    queryClient.clear();
    queryClient.setDefaultOptions({ queries: { retry: undefined } });
  });

  it('lists よくある質問 as text, each opening 会話履歴 over the period on its words', async () => {
    renderSection(AnalyticsSection, '/analytics?period=30d');
    await afterSampleNoticeShown();
    const frequent = panel('よくある質問');
    const table = await frequent.findByRole('table', { name: /^よくある質問（質問の多い順）/ });

    expect(within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['質問', '件数'],
      ['営業時間は？', '40'],
      ['<b>送料</b>はいくら', '7'],
    ]);
    // A visitor's markup is text, never markup.
    expect(table.querySelector('b')).toBeNull();
    expect(within(table).getByRole('link', { name: '「営業時間は？」を含む会話を会話履歴で見る' })).toHaveAttribute(
      'href',
      `/conversationhistory?period=custom&from=2026-11-14&to=2026-11-20&q=${encodeURIComponent('営業時間は?')}`,
    );
    expect(paramsOf(api, 'analytics/questions')).toEqual(
      expect.arrayContaining([
        { period: '30d', kind: 'frequent', top: '20' },
        { period: '30d', kind: 'unanswered', top: '20' },
      ]),
    );
  });

  it('lists 未回答の質問 with the fallback and 👎 counts, and teaches one in place, then reads the list again', async () => {
    api.on('POST', 'knowledge-items/teach', () => json(200, { item_id: uuid(9), answered: true, answer_preview: '店舗裏に10台分あります。' }));
    renderSection(AnalyticsSection, '/analytics');
    await afterSampleNoticeShown();
    const unanswered = panel('未回答の質問');
    const table = await unanswered.findByRole('table', { name: /^未回答の質問/ });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['質問', '未回答', '回答なし', 'もしかして', '👎', '件数', '操作']);
    for (const name of ['未回答', '回答なし', 'もしかして', '👎', '件数']) expect(within(table).getByRole('button', { name: `${name}の定義` })).toBeInTheDocument();
    expect(within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '駐車場はありますか',
      '9',
      '9',
      '0',
      '3',
      '12',
      'ナレッジに追加',
    ]);
    // もしかして with how many chose a candidate; 未回答 is 回答なし and the もしかして not chosen.
    expect(within(within(table).getAllByRole('row')[2] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'ペットと入れますか',
      '2',
      '0',
      '3うち候補を選択 1',
      '1',
      '4',
      'ナレッジに追加',
    ]);
    expect(unanswered.getByTestId('panel-period')).toHaveTextContent('期間 2026/11/14 〜 2026/11/20');
    const asked = () => api.sent('GET', 'analytics/questions').filter((request) => request.search.includes('kind=unanswered')).length;
    expect(asked()).toBe(1);

    await userEvent.click(within(table).getByRole('button', { name: '「駐車場はありますか」をナレッジに追加' }));
    const dialog = await screen.findByRole('dialog', { name: 'ナレッジに追加' });
    expect(within(dialog).getByTestId('teach-visitor-question')).toHaveTextContent('駐車場はありますか');
    await userEvent.click(within(dialog).getByRole('textbox', { name: '回答' }));
    await userEvent.paste('店舗裏に10台分あります。');
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));

    expect(await within(dialog).findByText('この質問にはこのQ&Aで回答するようになりました')).toBeInTheDocument();
    expect(api.sent('POST', 'knowledge-items/teach').map((request) => request.body)).toEqual([
      { mode: 'new_qa', question: '駐車場はありますか', answer: '店舗裏に10台分あります。', message_id: uuid(101) },
    ]);
    await waitFor(() => expect(asked()).toBe(2));
    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows 対応済み: what was taught for each question, when, and how visitors fared since', async () => {
    api.on('GET', 'analytics/questions', (request) =>
      json(200, request.search.includes('kind=taught') ? taughtQuestions() : request.search.includes('kind=unanswered') ? unansweredQuestions() : frequentQuestions()),
    );
    renderSection(AnalyticsSection, '/analytics');
    await afterSampleNoticeShown();
    const unanswered = panel('未回答の質問');
    await unanswered.findByRole('table', { name: /^未回答の質問/ });
    await userEvent.click(unanswered.getByRole('button', { name: '対応済み' }));
    const table = await unanswered.findByRole('table', { name: '対応済みの質問（ナレッジに追加した質問、新しい順）' });
    expect(within(table).getAllByRole('row').map((row) => Array.from(row.children).map((cell) => cell.textContent))).toEqual([
      ['質問', '教えた内容', '対応日時', 'その後'],
      ['予約注文はできますか', '予約注文はできますか新しいQ&A', '2026/11/18 10:30', '3回質問、すべて回答'],
      ['取り置きは？', '予約注文はできますか言い換えを追加', '2026/11/18 10:30', 'まだ質問されていません'],
    ]);
    expect(within(table).getAllByRole('link', { name: 'Q&A「予約注文はできますか」を開く' })[0]).toHaveAttribute('href', `/chatsettings/knowledgedatastore/edit/${uuid(7)}`);
    expect(paramsOf(api, 'analytics/questions')).toEqual(expect.arrayContaining([{ period: '7d', kind: 'taught', top: '20' }]));
  });

  it('teaches a question whose messages are gone without a message id', async () => {
    api.on('POST', 'knowledge-items/teach', () => json(200, { item_id: uuid(9), answered: true, answer_preview: 'はい、入れます。' }));
    renderSection(AnalyticsSection, '/analytics');
    await afterSampleNoticeShown();
    await userEvent.click(await panel('未回答の質問').findByRole('button', { name: '「ペットと入れますか」をナレッジに追加' }));
    const dialog = await screen.findByRole('dialog', { name: 'ナレッジに追加' });
    expect(within(dialog).getByTestId('teach-visitor-question')).toHaveTextContent('ペットと入れますか');
    await userEvent.click(within(dialog).getByRole('textbox', { name: '回答' }));
    await userEvent.paste('はい、入れます。');
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    await within(dialog).findByText('この質問にはこのQ&Aで回答するようになりました');
    expect(api.sent('POST', 'knowledge-items/teach').map((request) => request.body)).toEqual([
      { mode: 'new_qa', question: 'ペットと入れますか', answer: 'はい、入れます。' },
    ]);
  });

  it('shows the most cited knowledge and how much was never cited, each opening its edit screen', async () => {
    renderSection(AnalyticsSection, '/analytics');
    await afterSampleNoticeShown();
    const cited = panel('ナレッジの引用');
    const table = await cited.findByRole('table', { name: 'よく引用されたナレッジ（引用の多い順）' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['ナレッジ引用回数', '営業時間35', '送料について6']);
    expect(within(table).getByRole('link', { name: '営業時間' })).toHaveAttribute('href', `/chatsettings/knowledgedatastore/edit/${uuid(1)}`);

    const never = cited.getByRole('region', { name: '引用されていないナレッジ（24件）' });
    expect(within(never).getByRole('link', { name: '会社概要' })).toHaveAttribute('href', `/chatsettings/knowledgedatastore/edit/${uuid(3)}`);
    expect(never).toHaveTextContent('ほか23件');
  });

  it('says so in Japanese when there is nothing to list', async () => {
    api.on('GET', 'analytics/questions', () => json(200, empty));
    api.on('GET', 'analytics/knowledge', () => json(200, knowledge({ most_cited: [], never_cited: [], never_cited_total: 0 })));
    renderSection(AnalyticsSection, '/analytics');
    await afterSampleNoticeShown();
    expect(await panel('よくある質問').findByText('この期間の質問はまだありません')).toBeInTheDocument();
    expect(await panel('未回答の質問').findByText('未回答の質問はありません')).toBeInTheDocument();
    const cited = panel('ナレッジの引用');
    expect(await cited.findByText('この期間に引用されたナレッジはありません')).toBeInTheDocument();
    expect(cited.getByRole('region', { name: '引用されていないナレッジ（0件）' })).toHaveTextContent('登録されているナレッジはすべて引用されました');
    expect(screen.queryByRole('table', { name: /未回答の質問/ })).not.toBeInTheDocument();
  });

  it('lets each of them fail alone, with 再試行', async () => {
    queryClient.setDefaultOptions({ queries: { retry: false } });
    let up = false;
    api.on('GET', 'analytics/questions', (request) =>
      up ? json(200, unansweredQuestions()) : request.search.includes('kind=unanswered') ? serverError() : json(200, empty),
    );
    api.on('GET', 'analytics/knowledge', () => (up ? json(200, knowledge()) : serverError()));
    renderSection(AnalyticsSection, '/analytics');
    await afterSampleNoticeShown();

    const unanswered = panel('未回答の質問');
    expect(await unanswered.findByText('未回答の質問を読み込めませんでした')).toBeInTheDocument();
    expect(await panel('ナレッジの引用').findByText('ナレッジの引用を読み込めませんでした')).toBeInTheDocument();
    expect(await panel('よくある質問').findByText('この期間の質問はまだありません')).toBeInTheDocument();

    up = true;
    await userEvent.click(unanswered.getByRole('button', { name: '再試行' }));
    expect(await unanswered.findByRole('button', { name: '「駐車場はありますか」をナレッジに追加' })).toBeInTheDocument();
    expect(panel('ナレッジの引用').getByRole('alert')).toBeInTheDocument();
    await userEvent.click(panel('ナレッジの引用').getByRole('button', { name: '再試行' }));
    expect(await panel('ナレッジの引用').findByRole('link', { name: '営業時間' })).toBeInTheDocument();
  });
});
