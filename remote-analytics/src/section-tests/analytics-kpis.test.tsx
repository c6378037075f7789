import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, type FakeApi } from 'shared-auth/testing';
import { KPI_DEFINITIONS } from 'shared-contracts';
import { theme } from 'shared-ui';
import { renderSection } from 'shared-ui/testing';
import AnalyticsSection from '../section';
import { queryClient } from '../query-client';
import { EMPTY_SUMMARY, RANGE, paramsOf, serveAnalytics, summary, urlParams } from '../features/analytics/testing/analytics-api';

// MUI toggles and tooltips are slow in jsdom; the machine is shared.
jest.setTimeout(40_000);

function card(label: string) {
  return within(screen.getByRole('article', { name: label }));
}

describe('分析: the period and the KPIs', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    serveAnalytics(api);
  });
  afterEach(() => {
    // The section keeps one query cache for its life; each test starts from an empty one.
    queryClient.clear();
  });

  it('asks every panel for 7日 by default, and a chosen period goes into the URL and the API query', async () => {
    const { router } = renderSection(AnalyticsSection, '/analytics');

    expect(screen.getByRole('heading', { level: 1, name: '分析' })).toBeInTheDocument();
    await screen.findByRole('article', { name: '会話数' });
    expect(screen.getByTestId('analytics-range')).toHaveTextContent('2026-11-14 〜 2026-11-20（前の期間 2026-11-07 〜 2026-11-13）');
    for (const path of ['analytics/summary', 'analytics/trend', 'analytics/heatmap', 'analytics/breakdown']) expect(paramsOf(api, path)).toEqual([{ period: '7d' }]);
    const periods = screen.getByRole('group', { name: '期間' });
    expect(within(periods).getAllByRole('button').map((b) => b.textContent)).toEqual(['今日', '昨日', '7日', '30日', '90日', '今月', '先月', '期間を指定']);
    expect(within(periods).getByRole('button', { name: '7日' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(periods).getByRole('button', { name: '先月' }));

    expect(urlParams(router)).toEqual({ period: 'last_month' });
    await waitFor(() => expect(paramsOf(api, 'analytics/summary').at(-1)).toEqual({ period: 'last_month' }));
    expect(paramsOf(api, 'analytics/trend').at(-1)).toEqual({ period: 'last_month' });
  });

  it('takes a custom range from the URL, starts 期間を指定 from the days on screen, and checks the dates by the contract', async () => {
    const { router } = renderSection(AnalyticsSection, '/analytics?period=30d');
    await screen.findByRole('article', { name: '会話数' });
    expect(paramsOf(api, 'analytics/summary')).toEqual([{ period: '30d' }]);

    await userEvent.click(screen.getByRole('button', { name: '期間を指定' }));
    expect(urlParams(router)).toEqual({ period: 'custom', from: RANGE.from, to: RANGE.to });
    await waitFor(() => expect(paramsOf(api, 'analytics/summary').at(-1)).toEqual({ period: 'custom', from: RANGE.from, to: RANGE.to }));

    fireEvent.change(screen.getByLabelText('開始日'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('終了日'), { target: { value: '2026-11-01' } });
    await userEvent.click(screen.getByRole('button', { name: '表示' }));
    expect(await screen.findByText('終了日は開始日以降の日付にしてください')).toBeInTheDocument();
    expect(urlParams(router)).toEqual({ period: 'custom', from: RANGE.from, to: RANGE.to });

    fireEvent.change(screen.getByLabelText('終了日'), { target: { value: '2026-11-12' } });
    // Enter in a date applies the range, as 表示 does.
    fireEvent.keyDown(screen.getByLabelText('終了日'), { key: 'Enter' });
    expect(urlParams(router)).toEqual({ period: 'custom', from: '2026-11-10', to: '2026-11-12' });
    await waitFor(() => expect(paramsOf(api, 'analytics/heatmap').at(-1)).toEqual({ period: 'custom', from: '2026-11-10', to: '2026-11-12' }));
  });

  it('falls back to 7日 and says so when the URL names a period the contract refuses', async () => {
    renderSection(AnalyticsSection, '/analytics?period=custom&from=2026-11-10');
    expect(await screen.findByText('URLの期間の指定が正しくないため、7日を表示しています。')).toBeInTheDocument();
    await screen.findByRole('article', { name: '会話数' });
    expect(paramsOf(api, 'analytics/summary')).toEqual([{ period: '7d' }]);
  });

  it('marks 利用者数 of a busy period, a sketch\'s estimate, with 約', async () => {
    serveAnalytics(api, {
      summary: () => json(200, summary({ visitors: { value: 41_200, previous: 39_800, mail: 1_200, line: 3_000, anonymous: 37_000, estimated: true } })),
    });
    renderSection(AnalyticsSection, '/analytics');
    await screen.findByRole('article', { name: '利用者数' });
    expect(card('利用者数').getByTestId('kpi-value')).toHaveTextContent(/^約41,200人$/);
    expect(card('利用者数').getByTestId('kpi-parts')).toHaveTextContent('メール 約1,200・LINE 約3,000・未ログイン 約37,000');
    expect(card('利用者数').getByTestId('kpi-previous')).toHaveTextContent('前の期間 約39,800人');
    expect(card('会話数').getByTestId('kpi-value')).toHaveTextContent(/^1,250件$/);
  });

  it('shows each KPI formatted, with its parts, the previous period and the change colored by what is better', async () => {
    renderSection(AnalyticsSection, '/analytics');
    await screen.findByRole('article', { name: '会話数' });
    const cards = within(screen.getByRole('list', { name: '主な指標' })).getAllByRole('article').map((c) => c.getAttribute('aria-label'));
    expect(cards).toEqual(['会話数', '利用者数', '質問数', '回答率', '満足度', 'フォーム送信率', '応答時間']);

    const read = (label: string) => ({
      value: card(label).getByTestId('kpi-value').textContent,
      parts: card(label).queryByTestId('kpi-parts')?.textContent ?? null,
      change: card(label).queryByTestId('kpi-change')?.textContent ?? null,
      previous: card(label).getByTestId('kpi-previous').textContent,
    });
    expect(read('会話数')).toEqual({ value: '1,250件', parts: null, change: '↑ 250件 (+25.0%)', previous: '前の期間 1,000件' });
    expect(read('利用者数')).toEqual({ value: '80人', parts: 'メール 20・LINE 15・未ログイン 45', change: '↓ 10人 (−11.1%)', previous: '前の期間 90人' });
    expect(read('質問数')).toEqual({ value: '300件', parts: null, change: '→ ±0', previous: '前の期間 300件' });
    expect(read('回答率')).toEqual({ value: '82.5%', parts: '33 / 40', change: '↑ 2.5ポイント', previous: '前の期間 80.0%' });
    expect(read('満足度')).toEqual({ value: '75.0%', parts: '12 / 16・評価率 40.0%', change: '↓ 5.0ポイント', previous: '前の期間 80.0%' });
    // Nothing offered: a dash, not 0%, and no change to speak of.
    expect(read('フォーム送信率')).toEqual({ value: '—', parts: '0 / 0', change: null, previous: '前の期間 —' });
    expect(read('応答時間')).toEqual({ value: '850ms / 3.4秒', parts: 'p50 / p95', change: '↓ 350ms', previous: '前の期間 1.2秒 / 3.0秒' });

    expect(card('会話数').getByTestId('kpi-change')).toHaveStyle({ color: theme.palette.success.main });
    expect(card('利用者数').getByTestId('kpi-change')).toHaveStyle({ color: theme.palette.error.main });
    // 応答時間: lower is better.
    expect(card('応答時間').getByTestId('kpi-change')).toHaveStyle({ color: theme.palette.success.main });
  });

  it('gives every card its written definition in a tooltip reached by keyboard', async () => {
    renderSection(AnalyticsSection, '/analytics');
    await screen.findByRole('article', { name: '会話数' });
    const button = screen.getByRole('button', { name: '回答率の定義' });

    for (let step = 0; step < 30 && document.activeElement !== button; step += 1) await userEvent.tab();
    expect(button).toHaveFocus();

    expect(await screen.findByRole('tooltip')).toHaveTextContent(KPI_DEFINITIONS.answer_rate.definition);
    expect(button).toHaveAccessibleDescription(KPI_DEFINITIONS.answer_rate.definition);
    for (const { label } of Object.values(KPI_DEFINITIONS)) expect(screen.getByRole('button', { name: `${label}の定義` })).toBeInTheDocument();
  });

  it('shows a new owner what each card will show and how to get the first figures, instead of zeros and empty charts', async () => {
    api.on('GET', 'analytics/summary', () => json(200, EMPTY_SUMMARY));
    renderSection(AnalyticsSection, '/analytics');

    const guide = within(await screen.findByRole('region', { name: 'この期間の会話はまだありません' }));
    expect(guide.getByRole('link', { name: 'リンク設定を開く' })).toHaveAttribute('href', '/urlsettings');
    expect(guide.getByRole('link', { name: 'チャットUIで試す' })).toHaveAttribute('href', '/chatui');
    const willShow = guide.getByRole('list', { name: '表示される指標' });
    expect(within(willShow).getAllByRole('listitem')).toHaveLength(7);
    expect(willShow).toHaveTextContent(KPI_DEFINITIONS.satisfaction.definition);
    expect(screen.queryByRole('list', { name: '主な指標' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '会話数・質問数・未回答の推移' })).not.toBeInTheDocument();
    expect(screen.queryByText('0件')).not.toBeInTheDocument();
  });

  it('still shows the cards when the previous period had conversations and this one none', async () => {
    api.on('GET', 'analytics/summary', () => json(200, { ...EMPTY_SUMMARY, conversations: { value: 0, previous: 3 } }));
    renderSection(AnalyticsSection, '/analytics');
    expect(await screen.findByRole('article', { name: '会話数' })).toHaveTextContent('0件');
    expect(screen.queryByRole('region', { name: 'この期間の会話はまだありません' })).not.toBeInTheDocument();
  });
});
