// The owner's clock, apart from the business-hours schemas: every console screen that prints a time
// reads it, and a module's zod schemas are built when it loads, so a screen importing these two from
// business-hours.ts carried all of its schemas too (issue #42).

/** Until the owner picks another, the agent's clock (SPEC: the business hours' time zone). */
export const DEFAULT_TIMEZONE = 'Asia/Tokyo';

/** Whether the runtime knows this IANA name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
