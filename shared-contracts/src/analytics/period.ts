import { z } from 'zod';
import { daySchema } from '../common/day-field';

/**
 * 分析's period: a preset counted on the owner's clock, or a custom range of days. Every figure is
 * shown beside the same figure for the previous period: the same number of days just before.
 */
export const ANALYTICS_PERIODS = ['today', 'yesterday', '7d', '30d', '90d', 'this_month', 'last_month', 'custom'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  today: '今日',
  yesterday: '昨日',
  '7d': '7日',
  '30d': '30日',
  '90d': '90日',
  this_month: '今月',
  last_month: '先月',
  custom: '期間を指定',
};
/** A custom range is at most this many days (a year, and a leap day). */
export const ANALYTICS_MAX_DAYS = 366;
/** Periods longer than this many days draw their trend by week. */
export const ANALYTICS_WEEKLY_AFTER_DAYS = 62;

export const analyticsPeriodFields = {
  period: z.enum(ANALYTICS_PERIODS, { error: '期間の指定が正しくありません' }).default('7d'),
  from: daySchema('開始日'),
  to: daySchema('終了日'),
};

export function refineAnalyticsPeriod(value: { period: AnalyticsPeriod; from: string; to: string }, ctx: z.RefinementCtx): void {
  if (value.period !== 'custom') return;
  if (value.from === '') ctx.addIssue({ code: 'custom', path: ['from'], message: '開始日を入力してください' });
  if (value.to === '') ctx.addIssue({ code: 'custom', path: ['to'], message: '終了日を入力してください' });
  if (value.from === '' || value.to === '') return;
  if (value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: '終了日は開始日以降の日付にしてください' });
  const days = (Date.parse(`${value.to}T00:00:00Z`) - Date.parse(`${value.from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > ANALYTICS_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `期間は${ANALYTICS_MAX_DAYS}日以内で指定してください` });
}

export const analyticsQuerySchema = z.object(analyticsPeriodFields).superRefine(refineAnalyticsPeriod);
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** The days a response covers, resolved on the owner's clock (inclusive, YYYY-MM-DD). */
export const analyticsRangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int().min(1),
  previous_from: z.string(),
  previous_to: z.string(),
  time_zone: z.string(),
  /** The trend's buckets: a day each, or a week each (weeks start on Monday) for long periods. */
  granularity: z.enum(['day', 'week']),
});
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;
