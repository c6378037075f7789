import type { ApiQuery } from 'shared-auth';
import type { AnalyticsQuery } from 'shared-contracts';

/** The period as the API takes it: from and to only for a custom range (empty values are left out). */
export function apiQueryOf(query: AnalyticsQuery): ApiQuery {
  return query.period === 'custom' ? { period: query.period, from: query.from, to: query.to } : { period: query.period };
}
