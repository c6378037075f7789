import type { AnalyticsRange } from 'shared-contracts';
import { countChange, durationChange, formatDuration, rateChange } from './format-kpi';
import { conversationHistoryPath } from '../../../paths';
import { dayFullLabel, dayTickLabel } from './day-label';
import { emotionLabel } from './emotion-label';
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

describe('labels of the charts', () => {
  it('reads a day as 1/5 on the axis and in full in the tooltip, a week by its first day', () => {
    expect(dayTickLabel('2026-01-05', 'day')).toBe('1/5');
    expect(dayTickLabel('2026-11-16', 'week')).toBe('11/16〜');
    expect(dayFullLabel('2026-01-05', 'day')).toBe('2026/1/5');
    expect(dayFullLabel('2026-11-16', 'week')).toBe('2026/11/16〜の週');
  });

  it("names an emotion by the owner's name, else the built-in name, else its key", () => {
    expect(emotionLabel('custom_shy', { custom_shy: '照れ' })).toBe('照れ');
    expect(emotionLabel('joy', {})).toBe('喜び');
    expect(emotionLabel('custom_gone', {})).toBe('custom_gone');
  });
});

describe('会話履歴 by keyword', () => {
  it('carries a question group’s words as q, encoded', () => {
    expect(conversationHistoryPath({ from: '2026-11-14', to: '2026-11-20', q: '送料 & 返品' })).toBe(
      '/conversationhistory?period=custom&from=2026-11-14&to=2026-11-20&q=%E9%80%81%E6%96%99+%26+%E8%BF%94%E5%93%81',
    );
  });
});
