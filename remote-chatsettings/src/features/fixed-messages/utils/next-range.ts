import { minutesOf, type TimeRange } from 'shared-contracts';

const DAY_END = 24 * 60;
const NEW_RANGE_MINUTES = 2 * 60;

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/**
 * The range the 時間帯を追加 button adds: 9–18 on an empty day, otherwise the two hours after the
 * latest close (an evening shift), so a new range never starts out overlapping the others.
 */
export function nextRange(ranges: readonly Partial<TimeRange>[]): TimeRange {
  const closes = ranges.map((r) => r.close ?? '').filter((t) => TIME.test(t)).map(minutesOf);
  if (closes.length === 0) return { open: '09:00', close: '18:00' };
  const start = Math.min(Math.max(...closes), DAY_END - 60);
  return { open: hhmm(start), close: hhmm(Math.min(start + NEW_RANGE_MINUTES, DAY_END)) };
}
