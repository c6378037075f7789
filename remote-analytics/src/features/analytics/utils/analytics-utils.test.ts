import type { AnalyticsRange } from 'shared-contracts';
import { countChange, durationChange, formatDuration, rateChange } from './format-kpi';
import { enginePath, shortPageLabel, trendBucketPath } from './history-filters';

const WEEKS: AnalyticsRange = {
  from: '2026-08-20',
  to: '2026-11-17',
  days: 90,
  previous_from: '2026-05-22',
  previous_to: '2026-08-19',
  time_zone: 'Asia/Tokyo',
  granularity: 'week',
};

describe('links into 会話履歴', () => {
  it('opens a week of the trend cut to the period at both ends', () => {
    // The first week starts on the Monday before the period; the last ends after it.
    expect(trendBucketPath('2026-08-17', WEEKS)).toBe('/conversationhistory?period=custom&from=2026-08-20&to=2026-08-23');
    expect(trendBucketPath('2026-09-07', WEEKS)).toBe('/conversationhistory?period=custom&from=2026-09-07&to=2026-09-13');
    expect(trendBucketPath('2026-11-16', WEEKS)).toBe('/conversationhistory?period=custom&from=2026-11-16&to=2026-11-17');
  });

  it('links only the engines 会話履歴 can filter to', () => {
    expect(enginePath('fallback', WEEKS)).toBe('/conversationhistory?period=custom&from=2026-08-20&to=2026-11-17&unanswered=true');
    expect(enginePath('llm', WEEKS)).toBeNull();
  });

  it('draws a page by its path, and keeps what is not a URL as it is', () => {
    expect(shortPageLabel('https://shop.example.jp/items/1?ref=top')).toBe('/items/1?ref=top');
    expect(shortPageLabel('not a url')).toBe('not a url');
  });
});

describe('KPI changes', () => {
  it('gives no share of a previous period that had nothing', () => {
    expect(countChange(5, 0, '件')).toEqual({ arrow: '↑', text: '↑ 5件', tone: 'good' });
  });

  it('reads rates in points and leaves out what had nothing to divide', () => {
    expect(rateChange(0.5, 0.5)).toEqual({ arrow: '→', text: '→ ±0', tone: 'neutral' });
    expect(rateChange(0.5, null)).toBeNull();
  });

  it('finds a slower answer worse', () => {
    expect(durationChange(2500, 1000)).toEqual({ arrow: '↑', text: '↑ 1.5秒', tone: 'bad' });
    expect(formatDuration(999.4)).toBe('999ms');
    expect(formatDuration(999.6)).toBe('1.0秒');
  });
});
