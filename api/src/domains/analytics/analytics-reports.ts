import {
  ANSWER_ENGINES,
  ANSWER_RATE_EXCLUDED_ENGINES,
  type AnalyticsBreakdown,
  type AnalyticsHeatmap,
  type AnalyticsKnowledge,
  type AnalyticsQuery,
  type AnalyticsQuestions,
  type AnalyticsQuestionsQuery,
  type AnalyticsSetup,
  ENGINE_TYPE_LABELS,
  ENGINE_TYPES,
  SETUP_STEPS,
  type SetupStep,
  type AnalyticsSummary,
  type AnalyticsTrend,
  type AnswerEngine,
  TAUGHT_HOWS,
  type TaughtHow,
} from 'shared-contracts';
import { addDays, startOfDayIn } from '#src/lib/time-zone/zoned-time';
import { ownerTimeZone } from '../history/owner-time-zone';
import type { Repositories } from '../repositories';
import type { RollupTotal } from './analytics-repository';
import { type ResolvedPeriod, resolvePeriod } from './analytics-period';
import { countVisitors } from './visitor-count';
import { LATENCY_BUCKETS_MS, latencyBoundOf, ROLLUP_METRICS as M } from './rollup-metrics';

type AnalyticsRepositories = Pick<Repositories, 'analytics' | 'agentSettings'>;

/** Pages the breakdown lists at most. */
export const TOP_PAGES = 20;

async function periodOf(repositories: AnalyticsRepositories, agentId: string, query: AnalyticsQuery, now: Date): Promise<ResolvedPeriod> {
  return resolvePeriod(query, await ownerTimeZone(repositories, agentId), now);
}

const sum = (totals: readonly RollupTotal[], metric: string, keep: (key: string) => boolean = () => true) =>
  totals.reduce((n, row) => (row.metric === metric && keep(row.key) ? n + row.count : n), 0);

const ratio = (numerator: number, denominator: number) => (denominator === 0 ? null : numerator / denominator);

const excluded = new Set<string>(ANSWER_RATE_EXCLUDED_ENGINES);

/**
 * A percentile of the latency histogram: the upper bound of the bucket where the running count first
 * reaches the share. The open last bucket (over the largest bound) answers the largest bound.
 */
function percentile(totals: readonly RollupTotal[], share: number): number | null {
  const buckets = totals
    .filter((row) => row.metric === M.latency && row.count > 0)
    .map((row) => ({ bound: latencyBoundOf(row.key), count: row.count }))
    .sort((a, b) => a.bound - b.bound);
  const total = buckets.reduce((n, b) => n + b.count, 0);
  if (total === 0) return null;
  let running = 0;
  for (const bucket of buckets) {
    running += bucket.count;
    if (running >= share * total) return Number.isFinite(bucket.bound) ? bucket.bound : (LATENCY_BUCKETS_MS.at(-1) ?? null);
  }
  return null;
}

function rates(totals: readonly RollupTotal[]) {
  const answered = sum(totals, M.answers, (key) => !excluded.has(key));
  const up = sum(totals, M.rated, (key) => key === 'up');
  const rated = up + sum(totals, M.rated, (key) => key === 'down');
  return {
    answerRate: { numerator: answered - sum(totals, M.answers, (key) => key === 'fallback'), denominator: answered },
    satisfaction: { numerator: up, denominator: rated },
    ratingRate: ratio(rated, sum(totals, M.answers)),
    // Offers answered, of offers (answered-offer.ts): at most all of them, but an offer whose answer the
    // owner deleted and the visitor sent again counts twice, so the rate is held to 100 %.
    forms: { numerator: Math.min(sum(totals, M.formsAnswered), sum(totals, M.formsOffered)), denominator: sum(totals, M.formsOffered) },
  };
}

/** The metrics the KPIs are made of. */
const SUMMARY_METRICS = [M.conversations, M.questions, M.answers, M.rated, M.formsOffered, M.formsAnswered, M.latency];

/** Every KPI of the period beside the previous period's (KPI_DEFINITIONS). */
export async function analyticsSummary(repositories: AnalyticsRepositories, agentId: string, query: AnalyticsQuery, now: Date): Promise<AnalyticsSummary> {
  const period = await periodOf(repositories, agentId, query, now);
  const { current, previous } = await repositories.analytics.totals(agentId, SUMMARY_METRICS, period.from, period.before, period.previousFrom);
  // The rollups' 質問数 says how busy each period was: whether 利用者数 is counted or estimated.
  const [visitors, previousVisitors] = await Promise.all([
    countVisitors(repositories.analytics, agentId, period.from, period.before, now, sum(current, M.questions)),
    countVisitors(repositories.analytics, agentId, period.previousFrom, period.from, now, sum(previous, M.questions)),
  ]);
  const now_ = rates(current);
  const before = rates(previous);
  const compared = (value: { numerator: number; denominator: number }, old: { numerator: number; denominator: number }) => ({
    value: ratio(value.numerator, value.denominator),
    previous: ratio(old.numerator, old.denominator),
    numerator: value.numerator,
    denominator: value.denominator,
  });
  return {
    range: period.range,
    conversations: { value: sum(current, M.conversations), previous: sum(previous, M.conversations) },
    visitors: {
      value: visitors.total,
      previous: previousVisitors.total,
      mail: visitors.mail,
      line: visitors.line,
      anonymous: visitors.anonymous,
      estimated: visitors.estimated || previousVisitors.estimated,
    },
    questions: { value: sum(current, M.questions), previous: sum(previous, M.questions) },
    answer_rate: compared(now_.answerRate, before.answerRate),
    satisfaction: { ...compared(now_.satisfaction, before.satisfaction), rating_rate: now_.ratingRate },
    form_submission_rate: compared(now_.forms, before.forms),
    response_time: {
      p50_ms: percentile(current, 0.5),
      p95_ms: percentile(current, 0.95),
      previous_p50_ms: percentile(previous, 0.5),
      previous_p95_ms: percentile(previous, 0.95),
    },
  };
}

/** The first day of each bucket: every day, or (weekly) the period's first day and then each Monday. */
function bucketDays(period: ResolvedPeriod): string[] {
  const days: string[] = [];
  for (let day = period.range.from; day <= period.range.to; day = addDays(day, 1)) {
    const monday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7 === 0;
    if (period.range.granularity === 'day' || day === period.range.from || monday) days.push(day);
  }
  return days;
}

/** Conversations, questions and fallback answers per day (or week) on the owner's clock, zeros included. */
export async function analyticsTrend(repositories: AnalyticsRepositories, agentId: string, query: AnalyticsQuery, now: Date): Promise<AnalyticsTrend> {
  const period = await periodOf(repositories, agentId, query, now);
  const hours = await repositories.analytics.trendHours(agentId, period.from, period.before);
  const days = bucketDays(period);
  const points = days.map((day) => ({ day, conversations: 0, questions: 0, unanswered: 0 }));
  // Where each bucket begins as an instant: one time-zone computation a bucket, not one an hour.
  const starts = days.map((day) => startOfDayIn(day, period.range.time_zone).getTime());
  for (const row of hours) {
    const point = points[lastAtOrBefore(starts, row.hour.getTime())];
    if (!point) continue;
    point.conversations += row.conversations;
    point.questions += row.questions;
    point.unanswered += row.unanswered;
  }
  return { range: period.range, points };
}

/** The index of the last of the ascending `starts` at or before `instant` (-1 when none is). */
function lastAtOrBefore(starts: readonly number[], instant: number): number {
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((starts[middle] ?? Number.POSITIVE_INFINITY) <= instant) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Questions by weekday (Monday first) and hour on the owner's clock. */
export async function analyticsHeatmap(repositories: AnalyticsRepositories, agentId: string, query: AnalyticsQuery, now: Date): Promise<AnalyticsHeatmap> {
  const period = await periodOf(repositories, agentId, query, now);
  const rows = await repositories.analytics.hourly(agentId, period.from, period.before, [M.questions]);
  const questions = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  // Each day of the period once on the owner's clock (its start and weekday); an hour is then placed
  // by arithmetic: the hours since its day's midnight (23 at most on a day a clock change lengthens).
  const days: string[] = [];
  for (let day = period.range.from; day <= period.range.to; day = addDays(day, 1)) days.push(day);
  const starts = days.map((day) => startOfDayIn(day, period.range.time_zone).getTime());
  for (const row of rows) {
    const index = lastAtOrBefore(starts, row.hour.getTime());
    const day = days[index];
    const start = starts[index];
    if (day === undefined || start === undefined) continue;
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    const hour = Math.min(23, Math.max(0, Math.floor((row.hour.getTime() - start) / 3_600_000)));
    const line = questions[weekday];
    if (line) line[hour] = (line[hour] ?? 0) + row.count;
  }
  return { range: period.range, questions };
}

const engines = new Set<string>(ANSWER_ENGINES);

/** Answers by engine (in ANSWER_ENGINES' order, zeros included), emotions and the top pages, most first. */
export async function analyticsBreakdown(repositories: AnalyticsRepositories, agentId: string, query: AnalyticsQuery, now: Date): Promise<AnalyticsBreakdown> {
  const period = await periodOf(repositories, agentId, query, now);
  const [{ current }, pages] = await Promise.all([
    repositories.analytics.totals(agentId, [M.answers, M.emotion], period.from, period.before, period.from),
    repositories.analytics.top(agentId, M.page, period.from, period.before, TOP_PAGES + 1),
  ]);
  const emotions = current
    .filter((row) => row.metric === M.emotion && row.count > 0)
    .map((row) => ({ emotion: row.key, count: row.count }))
    .sort((a, b) => b.count - a.count || a.emotion.localeCompare(b.emotion));
  return {
    range: period.range,
    engines: ANSWER_ENGINES.map((engine: AnswerEngine) => ({
      engine,
      count: sum(current, M.answers, (key) => key === engine && engines.has(key)),
    })),
    emotions,
    // Conversations whose page is unknown ('') are not a page.
    pages: pages
      .filter((row) => row.key !== '')
      .slice(0, TOP_PAGES)
      .map((row) => ({ page_url: row.key, conversations: row.count })),
  };
}

/** よくある質問 / 未回答の質問: question groups of the period, with the latest message of each still kept. */
export async function analyticsQuestions(
  repositories: AnalyticsRepositories,
  agentId: string,
  query: AnalyticsQuestionsQuery,
  now: Date,
): Promise<AnalyticsQuestions> {
  const period = await periodOf(repositories, agentId, query, now);
  const rows = await repositories.analytics.questions(agentId, period.from, period.before, query.kind, query.top);
  return {
    range: period.range,
    data: rows.map((row) => ({
      // Once no message of the group is kept, its key (the question in comparison form) stands for it.
      text: row.text ?? row.key,
      key: row.key,
      count: row.count,
      unanswered: row.unanswered,
      unsure: row.unsure,
      // At most the もしかして answers: a press of an answer the retention job has since deleted may outlive it.
      unsure_pressed: Math.min(row.unsure_pressed, row.unsure),
      missed: row.unanswered + Math.max(row.unsure - row.unsure_pressed, 0),
      rated_down: row.rated_down,
      latest_message_id: row.message_id,
      latest_conversation_id: row.conversation_id,
      answered_by: row.answered_item_id && row.answered_item_title !== null ? { item_id: row.answered_item_id, title: row.answered_item_title } : null,
      taught:
        row.taught_item_id && row.taught_at
          ? {
              item_id: row.taught_item_id,
              item_title: row.taught_item_title ?? '',
              how: taughtHowOf(row.taught_how),
              question: row.taught_question ?? '',
              taught_at: new Date(row.taught_at).toISOString(),
              asked_since: row.asked_since ?? 0,
              missed_since: row.missed_since ?? 0,
            }
          : null,
    })),
  };
}

const taughtHowOf = (how: string | null): TaughtHow => TAUGHT_HOWS.find((known) => known === how) ?? 'new_qa';

/** Knowledge items the period's answers cited most, and those never cited, at most this many each. */
export const KNOWLEDGE_LIST_MAX = 20;

export async function analyticsKnowledge(repositories: AnalyticsRepositories, agentId: string, query: AnalyticsQuery, now: Date): Promise<AnalyticsKnowledge> {
  const period = await periodOf(repositories, agentId, query, now);
  const rows = await repositories.analytics.citations(agentId, period.from, period.before, KNOWLEDGE_LIST_MAX);
  return { range: period.range, most_cited: rows.mostCited, never_cited: rows.neverCited, never_cited_total: rows.neverCitedTotal };
}

/** The dashboard's checklist for a new owner, in SETUP_STEPS' order. */
export async function analyticsSetup(repositories: AnalyticsRepositories, agentId: string): Promise<AnalyticsSetup> {
  const facts = await repositories.analytics.setupFacts(agentId);
  const engine = ENGINE_TYPES.find((type) => type === facts.engine);
  const done: Record<SetupStep, boolean> = {
    knowledge: facts.knowledge,
    avatar: facts.avatar,
    chat_tried: facts.chat_tried,
    widget_seen: facts.widget_seen,
    // Saved, whichever engine: the built-in responder knowingly kept counts.
    ai_provider: engine !== undefined,
  };
  return {
    steps: SETUP_STEPS.map((step) => ({
      step,
      done: done[step],
      note: step === 'ai_provider' && engine ? ENGINE_TYPE_LABELS[engine] : null,
    })),
  };
}
