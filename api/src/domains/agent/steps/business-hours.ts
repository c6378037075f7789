import { type BusinessHours, minutesOf, WEEKDAYS, type Weekday } from 'shared-contracts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const SHORT_DAYS: Record<string, Weekday> = { Mon: 'mon', Tue: 'tue', Wed: 'wed', Thu: 'thu', Fri: 'fri', Sat: 'sat', Sun: 'sun' };

/** The weekday and minutes since midnight of `now` on the owner's clock. */
export function localTime(now: Date, timeZone: string): { day: Weekday; minutes: number } {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = SHORT_DAYS[part('weekday')] ?? WEEKDAYS[0];
  return { day, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/**
 * True when the agent answers at `now`: business hours off, or `now` inside one of the day's ranges
 * (open inclusive, close exclusive) on the owner's timezone.
 */
export function isWithinBusinessHours(hours: BusinessHours, now: Date): boolean {
  if (!hours.enabled) return true;
  const { day, minutes } = localTime(now, hours.timezone);
  const today = hours.days[day];
  if (today.closed) return false;
  return today.ranges.some((range) => minutes >= minutesOf(range.open) && minutes < minutesOf(range.close));
}
