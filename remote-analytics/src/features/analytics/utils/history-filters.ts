import type { AnalyticsRange, AnswerEngine, UnknownEnumValue } from 'shared-contracts';
import { conversationHistoryPath } from '../../../paths';

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 会話履歴 over one bucket of the trend: its day, or its week cut to the period. */
export function trendBucketPath(day: string, range: AnalyticsRange): string {
  if (range.granularity === 'day') return conversationHistoryPath({ from: day, to: day });
  const from = day < range.from ? range.from : day;
  const end = addDays(day, 6);
  return conversationHistoryPath({ from, to: end > range.to ? range.to : end });
}

/** 会話履歴 over the period, on the conversations started on a page. */
export function pagePath(pageUrl: string, range: AnalyticsRange): string {
  return conversationHistoryPath({ from: range.from, to: range.to, pageUrl });
}

/** 会話履歴 can show the fallback's conversations (未回答あり); it has no filter for the other engines. */
export function enginePath(engine: AnswerEngine | UnknownEnumValue, range: AnalyticsRange): string | null {
  return engine === 'fallback' ? conversationHistoryPath({ from: range.from, to: range.to, unanswered: true }) : null;
}

/** A page URL drawn short on a chart's axis: its path and query; the table shows it whole. */
export function shortPageLabel(pageUrl: string): string {
  try {
    const url = new URL(pageUrl);
    return `${url.pathname}${url.search}`;
  } catch {
    return pageUrl;
  }
}
