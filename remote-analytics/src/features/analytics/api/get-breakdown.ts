import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { ANALYTICS_API_PATHS, analyticsBreakdownSchema, type AnalyticsBreakdown, type AnalyticsQuery } from 'shared-contracts';
import { apiQueryOf } from './analytics-query';
import { analyticsKeys } from './query-keys';

export async function getAnalyticsBreakdown(query: AnalyticsQuery): Promise<AnalyticsBreakdown> {
  return apiGet(ANALYTICS_API_PATHS.breakdown, analyticsBreakdownSchema, apiQueryOf(query));
}

export function useAnalyticsBreakdown(query: AnalyticsQuery) {
  return useQuery<AnalyticsBreakdown, ApiRequestError>({
    queryKey: analyticsKeys.breakdown(query),
    queryFn: () => getAnalyticsBreakdown(query),
  });
}
