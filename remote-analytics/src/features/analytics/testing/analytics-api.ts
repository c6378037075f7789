import { json, type FakeApi, type FakeHandler } from 'shared-auth/testing';
import type {
  AnalyticsBreakdown,
  AnalyticsHeatmap,
  AnalyticsKnowledge,
  AnalyticsQuestion,
  AnalyticsQuestions,
  AnalyticsRange,
  AnalyticsSetup,
  AnalyticsSummary,
  AnalyticsTrend,
  ConversationListResponse,
  ConversationSummary,
  EmotionStatesResponse,
  SetupStep,
} from 'shared-contracts';

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
    visitors: { value: 80, previous: 90, mail: 20, line: 15, anonymous: 45, estimated: false },
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
  visitors: { value: 0, previous: 0, mail: 0, line: 0, anonymous: 0, estimated: false },
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

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function question(overrides: Partial<AnalyticsQuestion> = {}): AnalyticsQuestion {
  return {
    text: '駐車場はありますか',
    key: '駐車場はありますか',
    count: 12,
    unanswered: 9,
    unsure: 0,
    unsure_pressed: 0,
    missed: 9,
    rated_down: 3,
    answered_by: null,
    taught: null,
    latest_message_id: uuid(101),
    latest_conversation_id: uuid(201),
    ...overrides,
  };
}

export function frequentQuestions(): AnalyticsQuestions {
  return {
    range: RANGE,
    data: [
      question({ text: '営業時間は？', key: '営業時間は?', count: 40, unanswered: 0, rated_down: 0 }),
      question({ text: '<b>送料</b>はいくら', key: '<b>送料</b>はいくら', count: 7, unanswered: 1, rated_down: 0 }),
    ],
  };
}

export function unansweredQuestions(): AnalyticsQuestions {
  return {
    range: RANGE,
    data: [
      question(),
      question({ text: 'ペットと入れますか', key: 'ぺっとと入れますか', count: 4, unanswered: 0, unsure: 3, unsure_pressed: 1, missed: 2, rated_down: 1, latest_message_id: null, latest_conversation_id: null }),
      // Answered, and rated 👎: the Q&A that answered is to be reviewed, not a new one made.
      question({ text: '営業時間を教えてください', key: '営業時間を教えてください', count: 6, unanswered: 0, missed: 0, rated_down: 2, answered_by: { item_id: uuid(1), title: '営業時間を教えてください' } }),
    ],
  };
}

export function knowledge(overrides: Partial<AnalyticsKnowledge> = {}): AnalyticsKnowledge {
  return {
    range: RANGE,
    most_cited: [
      { item_id: uuid(1), title: '営業時間', count: 35 },
      { item_id: uuid(2), title: '送料について', count: 6 },
    ],
    never_cited: [{ item_id: uuid(3), title: '会社概要' }],
    never_cited_total: 24,
    ...overrides,
  };
}

export function setup(done: readonly SetupStep[] = ['knowledge', 'chat_tried']): AnalyticsSetup {
  const steps: SetupStep[] = ['knowledge', 'avatar', 'chat_tried', 'widget_seen', 'ai_provider'];
  return { steps: steps.map((step) => ({ step, done: done.includes(step), note: null })) };
}

export function emotionStates(): EmotionStatesResponse {
  const emotion = (key: string, label: string) => ({ key, label, image_media_id: null, trigger_words: [], enabled: true });
  return { emotions: [emotion('neutral', '通常'), emotion('joy', '喜び'), emotion('custom_shy', '照れ')], updated_at: null };
}

export function conversation(n: number, overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  const at = new Date(Date.UTC(2026, 10, 20, 5, 60 - n)).toISOString();
  return {
    id: uuid(300 + n),
    created_at: at,
    updated_at: at,
    visitor: { visitor_id: uuid(400 + n), account_id: null, name: null, email: null, login_type: null },
    first_question: `質問その${n}`,
    message_count: 2,
    unanswered_count: 0,
    feedback_up_count: 0,
    feedback_down_count: 0,
    form_submitted: false,
    has_error: false,
    origin: 'https://shop.example.jp',
    page_url: null,
    preview: false,
    sample: false,
    reviewed_at: null,
    ...overrides,
  };
}

export function conversations(count = 8): ConversationListResponse {
  const data = Array.from({ length: count }, (_, index) => conversation(index + 1));
  return { data, total_records: count, total_is_lower_bound: false, page: 1, limit: 50 };
}

export interface AnalyticsApi {
  summary?: FakeHandler;
  trend?: FakeHandler;
  heatmap?: FakeHandler;
  breakdown?: FakeHandler;
  questions?: FakeHandler;
  knowledge?: FakeHandler;
  emotionStates?: FakeHandler;
  setup?: FakeHandler;
  conversations?: FakeHandler;
}

/** 未回答の質問 for kind=unanswered, よくある質問 otherwise, as the API tells them apart. */
const questionsByKind: FakeHandler = (request) =>
  json(200, new URLSearchParams(request.search).get('kind') === 'unanswered' ? unansweredQuestions() : frequentQuestions());

/** What the fake API answers for 分析, each part replaceable by a test. */
export function serveAnalytics(api: FakeApi, handlers: AnalyticsApi = {}): void {
  // An owner without the demo's sample history (a test registering its own answer overrides this).
  api.on('GET', 'sample-data', () => json(200, { sample_conversations: 0, sample_form_answers: 0 }));
  api.on('GET', 'analytics/summary', handlers.summary ?? (() => json(200, summary())));
  api.on('GET', 'analytics/trend', handlers.trend ?? (() => json(200, trend())));
  api.on('GET', 'analytics/heatmap', handlers.heatmap ?? (() => json(200, heatmap())));
  api.on('GET', 'analytics/breakdown', handlers.breakdown ?? (() => json(200, breakdown())));
  api.on('GET', 'analytics/questions', handlers.questions ?? questionsByKind);
  api.on('GET', 'analytics/knowledge', handlers.knowledge ?? (() => json(200, knowledge())));
  api.on('GET', 'emotion-states', handlers.emotionStates ?? (() => json(200, emotionStates())));
}

/** What the fake API answers for the dashboard's panels: 分析's parts, the checklist and 会話履歴's list. */
export function serveDashboard(api: FakeApi, handlers: AnalyticsApi = {}): void {
  serveAnalytics(api, handlers);
  api.on('GET', 'analytics/setup', handlers.setup ?? (() => json(200, setup())));
  api.on('GET', 'conversations', handlers.conversations ?? (() => json(200, conversations())));
}

export const serverError = () => json(500, { code: 'internal_error', message: 'サーバーでエラーが発生しました' });

export function paramsOf(api: FakeApi, path: string) {
  return api.sent('GET', path).map((request) => Object.fromEntries(new URLSearchParams(request.search)));
}

export function urlParams(router: { state: { location: { search: string } } }) {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}

/** 対応済み: one taught and answered since, one taught and missed again. */
export function taughtQuestions(): AnalyticsQuestions {
  const taught = (over: Partial<NonNullable<AnalyticsQuestion['taught']>>) => ({
    item_id: uuid(7),
    item_title: '予約注文はできますか',
    how: 'new_qa' as const,
    question: '予約注文はできますか',
    taught_at: '2026-11-18T01:30:00.000Z',
    asked_since: 3,
    missed_since: 0,
    ...over,
  });
  return {
    range: RANGE,
    data: [
      question({ text: '予約注文はできますか', key: '予約注文はできますか', count: 7, unanswered: 5, missed: 5, rated_down: 0, taught: taught({}) }),
      question({ text: '取り置きは？', key: '取り置きは', count: 2, unanswered: 2, missed: 2, rated_down: 0, taught: taught({ how: 'add_phrasing', asked_since: 0 }) }),
    ],
  };
}
