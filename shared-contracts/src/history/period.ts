import { z } from 'zod';
import { daySchema } from '../common/day-field';

/**
 * 期間: a preset counted back from today, or a custom range of days. Days are the owner's (the
 * business-hours time zone, Asia/Tokyo by default): the API turns them into instants.
 */
export const PERIOD_PRESETS = ['', 'today', '7d', '30d', '90d', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const PERIOD_PRESET_LABELS: Record<PeriodPreset, string> = {
  '': 'すべての期間',
  today: '今日',
  '7d': '7日',
  '30d': '30日',
  '90d': '90日',
  custom: '期間を指定',
};
/** How many days a preset covers, today included. */
export const PERIOD_PRESET_DAYS: Record<Exclude<PeriodPreset, '' | 'custom'>, number> = { today: 1, '7d': 7, '30d': 30, '90d': 90 };

export const periodQueryFields = {
  period: z.enum(PERIOD_PRESETS, { error: '期間の指定が正しくありません' }).default(''),
  /** First day of a custom range (inclusive), YYYY-MM-DD. */
  from: daySchema('開始日'),
  /** Last day of a custom range (inclusive), YYYY-MM-DD. */
  to: daySchema('終了日'),
};

export function refinePeriod(value: { period: PeriodPreset; from: string; to: string }, ctx: z.RefinementCtx): void {
  if (value.period !== 'custom') return;
  if (value.from === '' && value.to === '') ctx.addIssue({ code: 'custom', path: ['from'], message: '開始日か終了日を入力してください' });
  if (value.from !== '' && value.to !== '' && value.from > value.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: '終了日は開始日以降の日付にしてください' });
}
