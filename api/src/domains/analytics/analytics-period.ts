import { type AnalyticsQuery, type AnalyticsRange, ANALYTICS_WEEKLY_AFTER_DAYS } from 'shared-contracts';
import { addDays, dayIn, startOfDayIn } from '#src/lib/time-zone/zoned-time';

/** A period resolved: its days on the owner's clock and the instants (UTC hours) its rollups are read between. */
export interface ResolvedPeriod {
  range: AnalyticsRange;
  from: Date;
  before: Date;
  previousFrom: Date;
}

const PRESET_DAYS = { today: 1, '7d': 7, '30d': 30, '90d': 90 } as const;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The first and last day of the period (inclusive), on the owner's clock. */
function daysOf(query: AnalyticsQuery, today: string): { from: string; to: string } {
  switch (query.period) {
    case 'custom':
      return { from: query.from, to: query.to };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'this_month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'last_month': {
      const last = addDays(`${today.slice(0, 8)}01`, -1);
      return { from: `${last.slice(0, 8)}01`, to: last };
    }
    default:
      return { from: addDays(today, 1 - PRESET_DAYS[query.period]), to: today };
  }
}

/**
 * The period's days on the owner's clock (presets count back from today, today included), the
 * previous period (the same number of days just before), and their bounds as instants. Rollups are
 * UTC hours: a zone whose midnight is not on a UTC hour (e.g. +05:30) reads its days to the hour.
 */
export function resolvePeriod(query: AnalyticsQuery, timeZone: string, now: Date): ResolvedPeriod {
  const { from, to } = daysOf(query, dayIn(now, timeZone));
  const days = daysBetween(from, to);
  const previousFrom = addDays(from, -days);
  return {
    range: {
      from,
      to,
      days,
      previous_from: previousFrom,
      previous_to: addDays(from, -1),
      time_zone: timeZone,
      granularity: days > ANALYTICS_WEEKLY_AFTER_DAYS ? 'week' : 'day',
    },
    from: startOfDayIn(from, timeZone),
    before: startOfDayIn(addDays(to, 1), timeZone),
    previousFrom: startOfDayIn(previousFrom, timeZone),
  };
}
