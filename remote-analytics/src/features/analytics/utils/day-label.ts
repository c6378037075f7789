import type { AnalyticsRange } from 'shared-contracts';
import { labels } from '../../../labels';

const parts = (day: string) => day.split('-').map(Number);

/** A trend bucket on the chart's axis: 11/14 for a day, 11/10〜 for the week starting that Monday. */
export function dayTickLabel(day: string, granularity: AnalyticsRange['granularity']): string {
  const [, month, date] = parts(day);
  const short = `${month}/${date}`;
  return granularity === 'week' ? labels.trend.weekTick(short) : short;
}

/** The same bucket in full, for the tooltip: 2026/11/14, or 2026/11/10〜の週. */
export function dayFullLabel(day: string, granularity: AnalyticsRange['granularity']): string {
  const [year, month, date] = parts(day);
  const full = `${year}/${month}/${date}`;
  return granularity === 'week' ? labels.trend.weekFull(full) : full;
}
