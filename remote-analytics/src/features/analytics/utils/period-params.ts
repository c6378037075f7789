import { analyticsQuerySchema, type AnalyticsPeriod, type AnalyticsQuery } from 'shared-contracts';

export const DEFAULT_ANALYTICS_QUERY: AnalyticsQuery = { period: '7d', from: '', to: '' };

export interface PeriodFromUrl {
  query: AnalyticsQuery;
  /** The URL named a period the contract refuses: the default is shown instead, and the screen says so. */
  invalid: boolean;
}

/** The period the URL holds (`period`, `from`, `to`), read by the contract the API validates with. */
export function readPeriod(params: URLSearchParams): PeriodFromUrl {
  const parsed = analyticsQuerySchema.safeParse({
    period: params.get('period') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
  if (!parsed.success) return { query: DEFAULT_ANALYTICS_QUERY, invalid: true };
  const query = parsed.data;
  // A preset's days are the API's to count; stray from/to would only split the cache.
  return { query: query.period === 'custom' ? query : { period: query.period, from: '', to: '' }, invalid: false };
}

/** The URL's search for a period: the default period leaves the URL plain. */
export function periodSearch(period: AnalyticsPeriod, from = '', to = ''): URLSearchParams {
  const search = new URLSearchParams();
  if (period !== DEFAULT_ANALYTICS_QUERY.period) search.set('period', period);
  if (period === 'custom') {
    search.set('from', from);
    search.set('to', to);
  }
  return search;
}

/** YYYY-MM-DD of a date on this browser's clock, for the custom range's first guess. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
