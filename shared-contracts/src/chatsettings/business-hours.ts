import { z } from 'zod';
import { switchSchema } from '../common/entity';
import { DEFAULT_TIMEZONE, isTimeZone } from '../common/time-zone';

/**
 * When the owner's business answers. While business hours are on, a visitor who writes outside
 * them is answered with the outside_hours fixed message. A range ends before midnight (24:00 at
 * the latest); a night shift is two ranges on two days.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: '月曜日',
  tue: '火曜日',
  wed: '水曜日',
  thu: '木曜日',
  fri: '金曜日',
  sat: '土曜日',
  sun: '日曜日',
};

export const TIME_RANGES_PER_DAY_MAX = 3;

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Minutes since midnight of an HH:MM that passed the TIME pattern. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

const timeSchema = (name: string) =>
  z
    .string({ error: `${name}を入力してください` })
    .regex(TIME, { error: `${name}は 09:00 のように「時:分」の24時間表記で入力してください`, abort: true });

export const timeRangeSchema = z
  .object({ open: timeSchema('開始時刻'), close: timeSchema('終了時刻') })
  .refine((r) => minutesOf(r.close) > minutesOf(r.open), {
    error: '終了時刻は開始時刻より後にしてください',
    path: ['close'],
  });
export type TimeRange = z.infer<typeof timeRangeSchema>;

/** A closed day may keep its ranges, so switching it back on restores what the owner had. */
export const dayHoursSchema = z
  .object({
    closed: switchSchema,
    ranges: z
      .array(timeRangeSchema)
      .max(TIME_RANGES_PER_DAY_MAX, { error: `時間帯は1日${TIME_RANGES_PER_DAY_MAX}つまでです` }),
  })
  .superRefine((day, ctx) => {
    if (!day.closed && day.ranges.length === 0) {
      ctx.addIssue({ code: 'custom', message: '営業する曜日は時間帯を1つ以上入力してください', path: ['ranges'] });
      return;
    }
    const byStart = day.ranges.map((r, index) => ({ ...r, index })).sort((a, b) => minutesOf(a.open) - minutesOf(b.open));
    for (let i = 1; i < byStart.length; i += 1) {
      const previous = byStart[i - 1];
      const current = byStart[i];
      if (previous && current && minutesOf(current.open) < minutesOf(previous.close)) {
        ctx.addIssue({ code: 'custom', message: '時間帯が重なっています', path: ['ranges', current.index, 'open'] });
      }
    }
  });
export type DayHours = z.infer<typeof dayHoursSchema>;

export const businessHoursSchema = z.object({
  /** Off: the agent answers at any hour and the outside_hours message is never used. */
  enabled: switchSchema,
  timezone: z
    .string({ error: 'タイムゾーンを選んでください' })
    .refine(isTimeZone, { error: `タイムゾーンが正しくありません（例: ${DEFAULT_TIMEZONE}）` }),
  days: z.object({
    mon: dayHoursSchema,
    tue: dayHoursSchema,
    wed: dayHoursSchema,
    thu: dayHoursSchema,
    fri: dayHoursSchema,
    sat: dayHoursSchema,
    sun: dayHoursSchema,
  }),
});
export type BusinessHours = z.infer<typeof businessHoursSchema>;

const weekday = (): DayHours => ({ closed: false, ranges: [{ open: '09:00', close: '18:00' }] });
const weekend = (): DayHours => ({ closed: true, ranges: [] });

/** Off on a fresh account (an AI agent answers around the clock), with weekdays 9–18 ready to switch on. */
export const BUSINESS_HOURS_DEFAULTS: BusinessHours = {
  enabled: false,
  timezone: DEFAULT_TIMEZONE,
  days: { mon: weekday(), tue: weekday(), wed: weekday(), thu: weekday(), fri: weekday(), sat: weekend(), sun: weekend() },
};
