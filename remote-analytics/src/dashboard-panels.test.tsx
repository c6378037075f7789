import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, installFakeApi, json, type FakeApi } from 'shared-auth/testing';
import { SETUP_STEPS } from 'shared-contracts';
import { formatDateTime } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import DashboardPanels from './dashboard-panels';
import { queryClient } from './query-client';
import {
  RANGE,
  conversation,
  conversations,
  paramsOf,
  serveDashboard,
  serverError,
  setup,
  summary,
  unansweredQuestions,
  uuid,
} from './features/analytics/testing/analytics-api';

// MUI dialogs, toggles and the lazy chart are slow in jsdom; the machine is shared.
jest.setTimeout(40_000);

function panel(title: string) {
  return within(screen.getByRole('region', { name: title }));
}

const TODAY = { ...RANGE, from: '2026-11-20', to: '2026-11-20', days: 1, previous_from: '2026-11-19', previous_to: '2026-11-19' };

// The host renders the panels on '/' inside its own router, with none of this section's providers.
// The panels show once the sample notice's place above them is known.
async function renderDashboard() {
  const view = renderWithProviders(<DashboardPanels />, { path: '/' });
  await screen.findByRole('region', { name: '分析の概要' });
  return view;
}

describe('DashboardPanels (exposed for the host)', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    serveDashboard(api, { summary: () => json(200, summary({ range: TODAY })) });
  });
  afterEach(() => {
    queryClient.clear();
    queryClient.setDefaultOptions({ queries: { retry: undefined } });
  });

  it('shows today beside yesterday: 会話数, 質問数, 回答率 and 満足度, and the way to 分析', async () => {
    await renderDashboard();
    const today = panel('今日の状況');
    const cards = within(await today.findByRole('list', { name: '今日の状況' })).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['会話数', '質問数', '回答率', '満足度']);
    const read = (label: string) => {
      const card = within(today.getByRole('article', { name: label }));
      return [card.getByTestId('kpi-value').textContent, card.queryByTestId('kpi-change')?.textContent ?? null, card.getByTestId('kpi-previous').textContent];
    };
    expect(read('会話数')).toEqual(['1,250件', '↑ 250件 (+25.0%)', '昨日 1,000件']);
    expect(read('質問数')).toEqual(['300件', '→ ±0', '昨日 300件']);
    expect(read('回答率')).toEqual(['82.5%', '↑ 2.5ポイント', '昨日 80.0%']);
    expect(read('満足度')).toEqual(['75.0%', '↓ 5.0ポイント', '昨日 80.0%']);
    expect(today.getByRole('link', { name: '分析を見る' })).toHaveAttribute('href', '/analytics');
    expect(paramsOf(api, 'analytics/summary')).toEqual([{ period: 'today' }]);
  });

  it('draws the last 7 days, readable as a table', async () => {
    await renderDashboard();
    const week = panel('7日間の推移');
    await waitFor(() => expect(screen.getByRole('region', { name: '7日間の推移' }).querySelector('.MuiChartsLegend-root')).not.toBeNull());
    await userEvent.click(week.getByRole('button', { name: '表' }));
    const table = week.getByRole('table', { name: '推移の表' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(week.getByRole('link', { name: '2026-11-14' })).toHaveAttribute('href', '/conversationhistory?period=custom&from=2026-11-14&to=2026-11-14');
    expect(paramsOf(api, 'analytics/trend')).toEqual([{ period: '7d' }]);
  });

  it('lists the top 5 未回答の質問 of the week, each taught in place with the right question', async () => {
    api.on('POST', 'knowledge-items/teach', () => json(200, { item_id: uuid(9), answered: false, answer_preview: '申し訳ありません。' }));
    await renderDashboard();
    const unanswered = panel('未回答の質問');
    const table = await unanswered.findByRole('table', { name: '未回答の質問' });
    // 未回答 (what the list is ordered by) and 👎 apart, each with its written definition; and the period.
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['質問', '未回答', '👎', '操作']);
    expect(within(table).getByRole('button', { name: '未回答の定義' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').slice(1, 3).map((cell) => cell.textContent).join(' '))).toEqual(['', '9 3', '2 1', '0 2']);
    expect(unanswered.getByTestId('panel-period')).toHaveTextContent('期間 2026/11/14 〜 2026/11/20');
    expect(paramsOf(api, 'analytics/questions')).toEqual([{ period: '7d', kind: 'unanswered', top: '5' }]);
    expect(unanswered.getByRole('link', { name: '未回答の質問をすべて分析で見る' })).toHaveAttribute('href', '/analytics#unanswered');
    // Answered and rated 👎: review the Q&A that answered, not a new one.
    expect(within(table).getByRole('link', { name: 'Q&A「営業時間を教えてください」の回答を見直す' })).toHaveAttribute('href', `/chatsettings/knowledgedatastore/edit/${uuid(1)}`);
    expect(within(table).queryByRole('button', { name: '「営業時間を教えてください」をナレッジに追加' })).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: '「ペットと入れますか」をナレッジに追加' }));
    const dialog = await screen.findByRole('dialog', { name: 'ナレッジに追加' });
    expect(within(dialog).getByTestId('teach-visitor-question')).toHaveTextContent('ペットと入れますか');
    expect(within(dialog).getByRole('textbox', { name: '質問' })).toHaveValue('ペットと入れますか');
    await userEvent.click(within(dialog).getByRole('textbox', { name: '回答' }));
    await userEvent.paste('小型犬なら入れます。');
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    await within(dialog).findByText('申し訳ありません。');
    await waitFor(() => expect(api.sent('GET', 'analytics/questions')).toHaveLength(2));
  });

  it('says there are no unanswered questions when there are none', async () => {
    api.on('GET', 'analytics/questions', () => json(200, { range: RANGE, data: [] }));
    await renderDashboard();
    expect(await panel('未回答の質問').findByText('未回答の質問はありません')).toBeInTheDocument();
  });

  it('shows the 5 newest conversations of 会話履歴, each opening its transcript, and the way to the whole list', async () => {
    api.on('GET', 'conversations', () =>
      json(200, {
        ...conversations(8),
        data: [
          conversation(1, { first_question: '<img src=x onerror=alert(1)>在庫は？', unanswered_count: 1, feedback_down_count: 2 }),
          conversation(2, { first_question: '', form_submitted: true, has_error: true }),
          ...conversations(8).data.slice(2),
        ],
      }),
    );
    await renderDashboard();
    const recent = panel('最近の会話');
    const table = await recent.findByRole('table', { name: '最近の会話（新しい順に5件）' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(paramsOf(api, 'conversations')).toEqual([{ page: '1', limit: '50', sort_by: 'created_at', sort_order: 'desc' }]);

    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('cell', { name: formatDateTime(conversation(1).created_at) })).toBeInTheDocument();
    expect(first.getByRole('link', { name: '<img src=x onerror=alert(1)>在庫は？' })).toHaveAttribute('href', `/conversationhistory/${uuid(301)}`);
    expect(table.querySelector('img')).toBeNull();
    expect(within(first.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['未回答', '👎 2件']);
    const second = within(rows[1] as HTMLElement);
    expect(second.getByRole('link', { name: '（質問なし）' })).toHaveAttribute('href', `/conversationhistory/${uuid(302)}`);
    expect(within(second.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['フォーム送信', 'エラー']);
    expect(recent.getByRole('link', { name: '会話履歴を見る' })).toHaveAttribute('href', '/conversationhistory');
  });

  it('says so when there are no conversations yet', async () => {
    api.on('GET', 'conversations', () => json(200, conversations(0)));
    await renderDashboard();
    expect(await panel('最近の会話').findByText('まだ会話はありません')).toBeInTheDocument();
  });

  it('shows はじめの設定 with its progress, a ✓ for each step done and a link to where each other one is done', async () => {
    await renderDashboard();
    const checklist = panel('はじめの設定');
    expect(await checklist.findByTestId('setup-progress')).toHaveTextContent('2/5 完了');
    expect(checklist.getByRole('progressbar', { name: 'はじめの設定の進み具合' })).toHaveAttribute('aria-valuenow', '40');
    const items = checklist.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-testid'))).toEqual(SETUP_STEPS.map((step) => `setup-step-${step}`));
    expect(within(checklist.getByTestId('setup-step-knowledge')).getByTitle('完了')).toBeInTheDocument();
    expect(within(checklist.getByTestId('setup-step-knowledge')).queryByRole('link')).not.toBeInTheDocument();
    const link = (label: string) => checklist.getByRole('link', { name: `${label}（未完了）を設定する` }).getAttribute('href');
    expect(link('アバターを選ぶ')).toBe('/avatarsettings');
    expect(link('サイトにチャットを設置する')).toBe('/urlsettings');
    expect(link('AIの接続先を決める')).toBe('/chatsettings/detailaisettings');
    expect(checklist.queryByRole('link', { name: /ナレッジを登録する/ })).not.toBeInTheDocument();
  });

  it('links every step not done to its screen', async () => {
    api.on('GET', 'analytics/setup', () => json(200, setup([])));
    await renderDashboard();
    const checklist = panel('はじめの設定');
    expect(await checklist.findByTestId('setup-progress')).toHaveTextContent('0/5 完了');
    expect(checklist.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/chatsettings/knowledgedatastore',
      '/avatarsettings',
      '/chatui',
      '/urlsettings',
      '/chatsettings/detailaisettings',
    ]);
  });

  it('leaves out a step the API added after this section was deployed, and reads the rest', async () => {
    const newer = { steps: [...setup().steps, { step: 'line_linked', done: false, note: null }] };
    api.on('GET', 'analytics/setup', () => json(200, newer));
    await renderDashboard();
    const checklist = panel('はじめの設定');
    expect(await checklist.findByTestId('setup-progress')).toHaveTextContent('2/5 完了');
    expect(checklist.getAllByRole('listitem')).toHaveLength(5);
    expect(checklist.queryByTestId('setup-step-unknown')).not.toBeInTheDocument();
  });

  it('hides the checklist once every step is done', async () => {
    api.on('GET', 'analytics/setup', () => json(200, setup(SETUP_STEPS)));
    await renderDashboard();
    await waitFor(() => expect(api.sent('GET', 'analytics/setup')).toHaveLength(1));
    await panel('最近の会話').findByRole('table');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'はじめの設定' })).not.toBeInTheDocument());
    expect(screen.queryByText('アバターを選ぶ')).not.toBeInTheDocument();
  });

  it('lets each panel fail alone, in Japanese with 再試行, while the others show', async () => {
    queryClient.setDefaultOptions({ queries: { retry: false } });
    let up = false;
    const failUntilUp = (answer: () => Response) => () => (up ? answer() : serverError());
    serveDashboard(api, {
      summary: failUntilUp(() => json(200, summary({ range: TODAY }))),
      questions: failUntilUp(() => json(200, unansweredQuestions())),
      setup: failUntilUp(() => json(200, setup())),
      conversations: failUntilUp(() => json(200, conversations())),
      trend: failUntilUp(() => json(200, { range: RANGE, points: [] })),
    });
    await renderDashboard();

    const titles = ['今日の状況', '7日間の推移', '未回答の質問', '最近の会話', 'はじめの設定'];
    for (const title of titles) {
      const failed = panel(title);
      expect(await failed.findByText(`${title}を読み込めませんでした`)).toBeInTheDocument();
      expect(failed.getByText('サーバーでエラーが発生しました')).toBeInTheDocument();
    }

    up = true;
    await userEvent.click(panel('最近の会話').getByRole('button', { name: '再試行' }));
    expect(await panel('最近の会話').findByRole('table')).toBeInTheDocument();
    // The others stay as they were until asked again.
    expect(panel('今日の状況').getByRole('alert')).toBeInTheDocument();
    await userEvent.click(panel('今日の状況').getByRole('button', { name: '再試行' }));
    expect(await panel('今日の状況').findByRole('article', { name: '会話数' })).toBeInTheDocument();
    await userEvent.click(panel('はじめの設定').getByRole('button', { name: '再試行' }));
    expect(await panel('はじめの設定').findByTestId('setup-progress')).toHaveTextContent('2/5 完了');
  });

  it('says its figures count the demo’s sample conversations, and removes them in one click: every panel reads afresh', async () => {
    let samples = 84;
    api.on('GET', 'sample-data', () => json(200, { sample_conversations: samples, sample_form_answers: samples > 0 ? 5 : 0 }));
    api.on('DELETE', 'sample-data', () => {
      samples = 0;
      return json(200, { deleted_conversations: 84, deleted_form_answers: 5, deleted_visitor_accounts: 5 });
    });
    await renderDashboard();
    const notice = await screen.findByTestId('sample-data-notice');
    expect(notice).toHaveTextContent('数値にはサンプルの会話84件が含まれています');
    await panel('今日の状況').findByRole('article', { name: '会話数' });
    const summariesBefore = api.sent('GET', 'analytics/summary').length;
    await userEvent.click(within(notice).getByRole('button', { name: 'サンプルデータを削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'サンプルデータを削除しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'サンプルデータを削除' }));
    expect(await screen.findByText('サンプルデータを削除しました（会話 84件・フォーム回答 5件）')).toBeInTheDocument();
    expect(api.sent('DELETE', 'sample-data')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('sample-data-notice')).not.toBeInTheDocument());
    await waitFor(() => expect(api.sent('GET', 'analytics/summary').length).toBeGreaterThan(summariesBefore));
  });

  it('holds the panels until the sample notice is known, so it never pushes them down, while their requests already run', async () => {
    const sample = deferred<Response>();
    api.on('GET', 'sample-data', () => sample.promise);
    renderWithProviders(<DashboardPanels />, { path: '/' });
    await waitFor(() => expect(api.sent('GET', 'analytics/summary')).toHaveLength(1));
    expect(api.sent('GET', 'analytics/setup')).toHaveLength(1);
    expect(api.sent('GET', 'analytics/trend')).toHaveLength(1);
    expect(api.sent('GET', 'analytics/questions')).toHaveLength(1);
    expect(api.sent('GET', 'conversations')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: '今日の状況' })).not.toBeInTheDocument();
    sample.resolve(json(200, { sample_conversations: 84, sample_form_answers: 5 }));
    const notice = await screen.findByTestId('sample-data-notice');
    // The notice comes first, then the panels: nothing stood below it before it arrived.
    const grid = screen.getByRole('region', { name: '分析の概要' });
    expect(notice.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await panel('今日の状況').findByRole('article', { name: '会話数' })).toBeInTheDocument();
    expect(api.sent('GET', 'analytics/summary')).toHaveLength(1);
  });

  it('shows the panels when the sample status cannot be read, without waiting for its retries', async () => {
    api.on('GET', 'sample-data', () => json(503, { code: 'unavailable', message: 'down' }));
    await renderDashboard();
    expect(await panel('今日の状況').findByRole('article', { name: '会話数' })).toBeInTheDocument();
    expect(screen.queryByTestId('sample-data-notice')).not.toBeInTheDocument();
  });

  it('says nothing of a sample to an owner who has none', async () => {
    api.on('GET', 'sample-data', () => json(200, { sample_conversations: 0, sample_form_answers: 0 }));
    await renderDashboard();
    await panel('今日の状況').findByRole('article', { name: '会話数' });
    await waitFor(() => expect(api.sent('GET', 'sample-data')).toHaveLength(1));
    expect(screen.queryByTestId('sample-data-notice')).not.toBeInTheDocument();
  });
});
