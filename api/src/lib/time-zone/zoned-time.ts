/**
 * Days and clock times on the owner's clock (an IANA time zone such as Asia/Tokyo), for filters that
 * count whole days and for exports that print local times. Node's Intl knows every zone; the
 * database is never asked, so a zone PostgreSQL lacks cannot fail a query.
 */

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0 };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** How far the zone's clock is ahead of UTC at that instant, in milliseconds (whole seconds). */
function offsetMs(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The day (YYYY-MM-DD) it is at that instant on the zone's clock. */
export function dayIn(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The instant a YYYY-MM-DD day begins on the zone's clock. Where a clock change skips midnight, the
 * first instant of the day.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const midnightUtc = new Date(`${day}T00:00:00Z`).getTime();
  // The offset at the guess may differ from the offset at the answer across a clock change: look twice.
  const guess = midnightUtc - offsetMs(midnightUtc, timeZone);
  const start = midnightUtc - offsetMs(guess, timeZone);
  return dayIn(new Date(start), timeZone) === day ? new Date(start) : new Date(guess);
}

// Every clock change of the time zone database falls on a quarter hour (UTC), so the offset found for
// one instant holds for its whole quarter; exports print many times close together.
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const OFFSETS_KEPT = 10_000;
const quarterOffsets = new Map<string, number>();

function quarterOffsetMs(instant: number, timeZone: string): number {
  const quarter = Math.floor(instant / QUARTER_HOUR_MS);
  const key = `${timeZone} ${quarter}`;
  let offset = quarterOffsets.get(key);
  if (offset === undefined) {
    if (quarterOffsets.size >= OFFSETS_KEPT) quarterOffsets.clear();
    offset = offsetMs(quarter * QUARTER_HOUR_MS, timeZone);
    quarterOffsets.set(key, offset);
  }
  return offset;
}

/** `YYYY/MM/DD HH:mm:ss` on the zone's clock: what a Japanese spreadsheet reads as a date and time. */
export function formatDateTimeIn(instant: Date, timeZone: string): string {
  const local = new Date(instant.getTime() + quarterOffsetMs(instant.getTime(), timeZone));
  return (
    `${pad(local.getUTCFullYear(), 4)}/${pad(local.getUTCMonth() + 1)}/${pad(local.getUTCDate())} ` +
    `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`
  );
}
