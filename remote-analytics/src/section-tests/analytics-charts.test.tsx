import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, installFakeApi, json, type FakeApi } from 'shared-auth/testing';
import { afterSampleNoticeShown, renderSection } from 'shared-ui/testing';
import AnalyticsSection from '../section';
import { queryClient } from '../query-client';
import { RANGE, heatmap, serveAnalytics, serverError, summary, trend } from '../features/analytics/testing/analytics-api';

// MUI toggles and charts are slow in jsdom; the machine is shared.
jest.setTimeout(40_000);

function panel(title: string) {
  return within(screen.getByRole('region', { name: title }));
}

async function showTable(title: string) {
  const region = panel(title);
  await userEvent.click(region.getByRole('button', { name: '表' }));
  return region;
}

describe('分析: the charts', () => {
  let api: FakeApi;
  const saved: { name: string; blob: Blob }[] = [];
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

  beforeEach(() => {
    api = installFakeApi();
    serveAnalytics(api);
    saved.length = 0;
    let lastBlob: Blob | null = null;
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        lastBlob = blob;
        return 'blob:chart';
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
    queryClient.setDefaultOptions({ queries: { retry: undefined } });
  });

  it('draws each chart, and shows its figures as a table whose rows open 会話履歴 filtered to them', async () => {
    renderSection(AnalyticsSection, '/analytics');
    await afterSampleNoticeShown();
    // The chart library arrives with the first chart (React.lazy): its legend names the three lines.
    await waitFor(() => expect(screen.getByRole('region', { name: '会話数・質問数・未回答の推移' }).querySelector('.MuiChartsLegend-root')).not.toBeNull());
    const legend = screen.getByRole('region', { name: '会話数・質問数・未回答の推移' }).querySelector('.MuiChartsLegend-root') as HTMLElement;
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['会話数', '質問数', '未回答']);

    const trend = await showTable('会話数・質問数・未回答の推移');
    const table = trend.getByRole('table', { name: '推移の表' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['日付', '会話数', '質問数', '未回答']);
    expect(within(within(table).getAllByRole('row')[2] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2026-11-15', '11', '21', '1']);
    expect(trend.getByRole('link', { name: '2026-11-15' })).toHaveAttribute('href', '/conversationhistory?period=custom&from=2026-11-15&to=2026-11-15');
    await userEvent.click(trend.getByRole('button', { name: 'グラフ' }));
    expect(trend.queryByRole('table')).not.toBeInTheDocument();

    const pages = await showTable('よく使われたページ');
    expect(pages.getByRole('link', { name: 'https://shop.example.jp/faq?x=1' })).toHaveAttribute(
      'href',
      `/conversationhistory?period=custom&from=2026-11-14&to=2026-11-20&page_url=${encodeURIComponent('https://shop.example.jp/faq?x=1')}`,
    );

    // 会話履歴 can narrow to the fallback's conversations (未回答あり) but has no filter for the other engines.
    const engines = await showTable('応答の種類');
    expect(engines.getByRole('link', { name: '回答が見つからないとき' })).toHaveAttribute('href', '/conversationhistory?period=custom&from=2026-11-14&to=2026-11-20&unanswered=true');
    expect(engines.getByRole('cell', { name: 'ナレッジ（Q&A）' })).toBeInTheDocument();
    expect(engines.queryByRole('link', { name: 'ナレッジ（Q&A）' })).not.toBeInTheDocument();

    // Emotions by the owner's names for them (アバター設定's 感情), their own included.
    const emotions = await showTable('表示した感情');
    await waitFor(() => expect(emotions.getAllByRole('row').map((row) => row.textContent)).toEqual(['感情回数', '喜び9', '照れ2']));

    const week = await showTable('曜日・時間帯別の質問数');
    const grid = week.getByRole('table', { name: '曜日・時間帯別の質問数の表' });
    expect(within(grid).getAllByRole('row')).toHaveLength(8);
    expect(within(grid).getByRole('rowheader', { name: '月' }).parentElement).toHaveTextContent(/^月0000000005/);
  });

  it('downloads a chart’s data as a CSV Excel opens: BOM, CRLF, and a formula in a page URL escaped', async () => {
    renderSection(AnalyticsSection, '/analytics');
    await afterSampleNoticeShown();
    const pages = panel('よく使われたページ');
    await waitFor(() => expect(pages.getByRole('button', { name: 'よく使われたページをCSVでダウンロード' })).toBeEnabled());

    await userEvent.click(pages.getByRole('button', { name: 'よく使われたページをCSVでダウンロード' }));

    expect(saved.map((file) => file.name)).toEqual(['分析_よく使われたページ_2026-11-14_2026-11-20.csv']);
    const bytes = new Uint8Array(await (saved[0] as { blob: Blob }).blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes)).toBe(
      'ページURL,会話数\r\nhttps://shop.example.jp/faq?x=1,8\r\n"\'=HYPERLINK(""http://evil.example"")",1\r\n',
    );
  });

  it('lets one panel fail alone, in Japanese with 再試行, while the others show', async () => {
    // The section retries a server error three times with back-off; here the first failure is the answer.
    queryClient.setDefaultOptions({ queries: { retry: false } });
    let heatmapUp = false;
    api.on('GET', 'analytics/heatmap', () =>
      heatmapUp ? json(200, heatmap()) : json(500, { code: 'internal_error', message: 'サーバーでエラーが発生しました' }),
    );
    renderSection(AnalyticsSection, '/analytics');
    await afterSampleNoticeShown();

    const failed = panel('曜日・時間帯別の質問数');
    expect(await failed.findByText('曜日・時間帯別の質問数を読み込めませんでした')).toBeInTheDocument();
    expect(failed.getByText('サーバーでエラーが発生しました')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: '会話数' })).toHaveTextContent('1,250件');
    await waitFor(() => expect(panel('会話数・質問数・未回答の推移').queryByRole('progressbar')).not.toBeInTheDocument());
    expect(panel('会話数・質問数・未回答の推移').queryByRole('alert')).not.toBeInTheDocument();

    heatmapUp = true;
    await userEvent.click(failed.getByRole('button', { name: '再試行' }));

    expect(await failed.findByRole('table', { name: '曜日・時間帯別の質問数（色が濃いほど多い）' })).toBeInTheDocument();
    expect(failed.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the trend axis as days (11/14), and a long period as the weeks starting on those days', async () => {
    const weekly = { ...trend(), range: { ...RANGE, granularity: 'week' as const } };
    let answer = trend();
    api.on('GET', 'analytics/trend', () => json(200, answer));
    const { unmount } = renderSection(AnalyticsSection, '/analytics');
    const region = () => screen.getByRole('region', { name: '会話数・質問数・未回答の推移' });
    const ticks = () => [...region().querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')].map((tick) => tick.textContent);
    await waitFor(() => expect(ticks()).toEqual(['11/14', '11/15', '11/16']));
    unmount();
    queryClient.clear();

    answer = weekly;
    renderSection(AnalyticsSection, '/analytics');
    await afterSampleNoticeShown();
    await waitFor(() => expect(ticks()).toEqual(['11/14〜', '11/15〜', '11/16〜']));
  });

  it('names every cell of the weekday-hour grid and moves between them with the arrow keys, one Tab stop for the grid', async () => {
    renderSection(AnalyticsSection, '/analytics');
    await afterSampleNoticeShown();
    const grid = await screen.findByRole('table', { name: '曜日・時間帯別の質問数（色が濃いほど多い）' });
    const cells = within(grid).getAllByRole('cell');
    expect(cells).toHaveLength(7 * 24);
    expect(cells.filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    const monday9 = within(grid).getByRole('cell', { name: '月曜 9時 5件' });
    expect(within(grid).getByRole('cell', { name: '日曜 23時 2件' })).toBeInTheDocument();

    act(() => (cells[0] as HTMLElement).focus());
    expect(cells[0]).toHaveAccessibleName('月曜 0時 0件');
    for (let step = 0; step < 9; step += 1) await userEvent.keyboard('{ArrowRight}');
    expect(monday9).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(grid).getByRole('cell', { name: '火曜 9時 0件' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(within(grid).getByRole('cell', { name: '火曜 23時 0件' })).toHaveFocus();
    expect(cells.filter((cell) => cell.tabIndex === 0)).toEqual([document.activeElement]);
  });

  it('shows an emotion the owner has no name for by its built-in name, or its key, when アバター設定 cannot be read', async () => {
    api.on('GET', 'emotion-states', serverError);
    queryClient.setDefaultOptions({ queries: { retry: false } });
    renderSection(AnalyticsSection, '/analytics');
    await afterSampleNoticeShown();
    await waitFor(() => expect(api.sent('GET', 'emotion-states')).toHaveLength(1));
    const emotions = await showTable('表示した感情');
    expect(emotions.getAllByRole('row').map((row) => row.textContent)).toEqual(['感情回数', '喜び9', 'custom_shy2']);
  });

  it('shows a skeleton per panel while it loads', async () => {
    api.on('GET', 'analytics/breakdown', () => new Promise<Response>(() => undefined));
    const held = deferred<Response>();
    api.on('GET', 'analytics/summary', () => held.promise);
    renderSection(AnalyticsSection, '/analytics');
    await afterSampleNoticeShown();
    expect(screen.getByRole('progressbar', { name: '主な指標を読み込んでいます' })).toBeInTheDocument();
    held.resolve(json(200, summary()));
    await screen.findByRole('article', { name: '会話数' });
    expect(panel('応答の種類').getByRole('progressbar', { name: '応答の種類を読み込んでいます' })).toBeInTheDocument();
    expect(panel('よく使われたページ').getByRole('button', { name: 'よく使われたページをCSVでダウンロード' })).toBeDisabled();
  });
});
