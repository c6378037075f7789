import { useCallback } from 'react';
import { formatDateTime } from '../format/format-date-time';
import { labels } from '../labels';
import { browserTimeZone } from './browser-time-zone';
import { useOwnerTimeZone } from './use-owner-time-zone';

export interface DateTimeFormat {
  /** The owner's time zone (IANA name). */
  timeZone: string;
  /** 2026/11/21 14:30 on the owner's clock. */
  format(iso: string): string;
  /** The owner's clock in words (日本時間, or its name) when the browser's differs, so the times say whose they are; null when they agree. */
  differingZone: string | null;
}

/** Every time the console prints, on the owner's clock, and whether that needs saying. */
export function useDateTimeFormat(): DateTimeFormat {
  const timeZone = useOwnerTimeZone();
  const format = useCallback((iso: string) => formatDateTime(iso, timeZone), [timeZone]);
  return { timeZone, format, differingZone: timeZone === browserTimeZone() ? null : labels.timeZone.name(timeZone) };
}
