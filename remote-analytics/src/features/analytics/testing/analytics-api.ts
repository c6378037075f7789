import { json, type FakeApi, type FakeHandler } from 'shared-auth/testing';
import type { AnalyticsBreakdown, AnalyticsHeatmap, AnalyticsRange, AnalyticsSummary, AnalyticsTrend } from 'shared-contracts';

export const RANGE: AnalyticsRange = {
  from: '2026-11-14',
  to: '2026-11-20',
  days: 7,
  previous_from: '2026-11-07',
  previous_to: '2026-11-13',
  time_zone: 'Asia/Tokyo',
  granularity: 'day',
};

export function summary(overrides: Partial<AnalyticsSummary> = {}): AnalyticsSummary {
  return {
    range: RANGE,
    conversations: { value: 1250, previous: 1000 },
    visitors: { value: 80, previous: 90, mail: 20, line: 15, anonymous: 45 },
    questions: { value: 300, previous: 300 },
    answer_rate: { value: 0.825, previous: 0.8, numerator: 33, denominator: 40 },
    satisfaction: { value: 0.75, previous: 0.8, numerator: 12, denominator: 16, rating_rate: 0.4 },
    form_submission_rate: { value: null, previous: null, numerator: 0, denominator: 0 },
    response_time: { p50_ms: 850, p95_ms: 3400, previous_p50_ms: 1200, previous_p95_ms: 3000 },
    ...overrides,
  };
}

export const EMPTY_SUMMARY = summary({
  conversations: { value: 0, previous: 0 },
  visitors: { value: 0, previous: 0, mail: 0, line: 0, anonymous: 0 },
  questions: { value: 0, previous: 0 },
  answer_rate: { value: null, previous: null, numerator: 0, denominator: 0 },
  satisfaction: { value: null, previous: null, numerator: 0, denominator: 0, rating_rate: null },
  response_time: { p50_ms: null, p95_ms: null, previous_p50_ms: null, previous_p95_ms: null },
});

export function trend(): AnalyticsTrend {
  return {
    range: RANGE,
    points: ['2026-11-14', '2026-11-15', '2026-11-16'].map((day, index) => ({ day, conversations: 10 + index, questions: 20 + index, unanswered: index })),
  };
}

export function heatmap(): AnalyticsHeatmap {
  const questions = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  (questions[0] as number[])[9] = 5;
  (questions[6] as number[])[23] = 2;
  return { range: RANGE, questions };
}

export function breakdown(): AnalyticsBreakdown {
  return {
    range: RANGE,
    engines: [
      { engine: 'knowledge_qa', count: 30 },
      { engine: 'fallback', count: 7 },
    ],
    emotions: [
      { emotion: 'joy', count: 9 },
      { emotion: 'custom_shy', count: 2 },
    ],
    pages: [
      { page_url: 'https://shop.example.jp/faq?x=1', conversations: 8 },
      { page_url: '=HYPERLINK("http://evil.example")', conversations: 1 },
    ],
  };
}

export interface AnalyticsApi {
  summary?: FakeHandler;
  trend?: FakeHandler;
  heatmap?: FakeHandler;
  breakdown?: FakeHandler;
}

/** What the fake API answers for 分析, each part replaceable by a test. */
export function serveAnalytics(api: FakeApi, handlers: AnalyticsApi = {}): void {
  api.on('GET', 'analytics/summary', handlers.summary ?? (() => json(200, summary())));
  api.on('GET', 'analytics/trend', handlers.trend ?? (() => json(200, trend())));
  api.on('GET', 'analytics/heatmap', handlers.heatmap ?? (() => json(200, heatmap())));
  api.on('GET', 'analytics/breakdown', handlers.breakdown ?? (() => json(200, breakdown())));
}

export function paramsOf(api: FakeApi, path: string) {
  return api.sent('GET', path).map((request) => Object.fromEntries(new URLSearchParams(request.search)));
}

export function urlParams(router: { state: { location: { search: string } } }) {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}
