import { addDays, dayIn, startOfDayIn } from '#src/lib/time-zone/zoned-time';

/**
 * When the weekly report goes, on the owner's clock. A week is keyed by its Monday: the report of a
 * week is sent once, on the chosen weekday and hour of that week, and reports the seven days before
 * the day it is sent. Changing the weekday within a week never makes a second mail for that week.
 */

/** A scheduled send missed by more than this (the API was down) is skipped: a stale report helps nobody. */
export const CATCH_UP_MS = 24 * 3_600_000;

/** The Monday of the week a YYYY-MM-DD day falls in. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The instant of the send of `week` (its Monday) on `weekday` (1 Monday … 7 Sunday) at `hour`, on the zone's clock. */
export function sendInstant(week: string, weekday: number, hour: number, timeZone: string): Date {
  return new Date(startOfDayIn(addDays(week, weekday - 1), timeZone).getTime() + hour * 3_600_000);
}

/** The seven days a report sent on `sendDay` covers: the week that ended the day before. */
export function reportedDays(sendDay: string): { from: string; to: string } {
  return { from: addDays(sendDay, -7), to: addDays(sendDay, -1) };
}

export interface DueSend {
  week: string;
  at: Date;
  from: string;
  to: string;
}

/** This week's send when its time has come (and is not older than CATCH_UP_MS), else null. */
export function dueSend(now: Date, weekday: number, hour: number, timeZone: string): DueSend | null {
  const week = mondayOf(dayIn(now, timeZone));
  const at = sendInstant(week, weekday, hour, timeZone);
  if (now.getTime() < at.getTime() || now.getTime() - at.getTime() >= CATCH_UP_MS) return null;
  return { week, at, ...reportedDays(addDays(week, weekday - 1)) };
}

/** The next scheduled send after `now`. */
export function nextSendAt(now: Date, weekday: number, hour: number, timeZone: string): Date {
  const week = mondayOf(dayIn(now, timeZone));
  const at = sendInstant(week, weekday, hour, timeZone);
  return at.getTime() > now.getTime() ? at : sendInstant(addDays(week, 7), weekday, hour, timeZone);
}

/**
 * What プレビュー and テスト送信 report: the last seven days, today included, as 分析's 「7日」 counts
 * them, so what the owner just saw happen is in the mail they try (the scheduled mail reports whole
 * days only: the seven before its day).
 */
export function lastSevenDays(now: Date, timeZone: string): { from: string; to: string } {
  const today = dayIn(now, timeZone);
  return { from: addDays(today, -6), to: today };
}
