/** The time zone the browser's own clock shows (the computer's setting). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
