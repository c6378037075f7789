import { DEFAULT_TIMEZONE } from 'shared-contracts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('ja-JP', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZone });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * 2026/11/21 14:30 on the owner's clock, whatever the browser's: `timeZone` is the owner's
 * (useOwnerTimeZone), as the API counts 今日 and the history's days on it. Without one, Asia/Tokyo,
 * the owner's until they pick another, never the browser's.
 */
export function formatDateTime(iso: string, timeZone: string = DEFAULT_TIMEZONE): string {
  return formatterIn(timeZone).format(new Date(iso));
}
