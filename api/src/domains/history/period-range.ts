import { type ConversationFilters, PERIOD_PRESET_DAYS } from 'shared-contracts';
import { addDays, dayIn, startOfDayIn } from '#src/lib/time-zone/zoned-time';

/** Instants a conversation's start must lie in: from (inclusive), before (exclusive); null is open. */
export interface InstantRange {
  from: Date | null;
  before: Date | null;
}

export const ANY_TIME: InstantRange = { from: null, before: null };

/**
 * 期間 as instants: a preset counts whole days back from today, today included (今日 is since this
 * midnight, 7日 since the midnight six days ago); a custom range takes whole days, both ends included.
 * Days are the owner's.
 */
export function periodRange(filters: Pick<ConversationFilters, 'period' | 'from' | 'to'>, timeZone: string, now: Date): InstantRange {
  if (filters.period === '') return ANY_TIME;
  if (filters.period === 'custom') {
    return {
      from: filters.from === '' ? null : startOfDayIn(filters.from, timeZone),
      before: filters.to === '' ? null : startOfDayIn(addDays(filters.to, 1), timeZone),
    };
  }
  const today = dayIn(now, timeZone);
  return { from: startOfDayIn(addDays(today, 1 - PERIOD_PRESET_DAYS[filters.period]), timeZone), before: null };
}
