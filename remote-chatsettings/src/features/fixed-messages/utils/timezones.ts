import { DEFAULT_TIMEZONE } from 'shared-contracts';

/** The zones this browser knows, Japan first; UTC is added because the list leaves it out. */
export function timezoneOptions(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [DEFAULT_TIMEZONE, 'UTC', ...known.filter((zone) => zone !== DEFAULT_TIMEZONE && zone !== 'UTC')];
}
