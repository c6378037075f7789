import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { ANALYTICS_API_PATHS, analyticsTrendSchema, type AnalyticsTrend, type AnalyticsQuery } from 'shared-contracts';
import { apiQueryOf } from './analytics-query';
import { analyticsKeys } from './query-keys';

export async function getAnalyticsTrend(query: AnalyticsQuery): Promise<AnalyticsTrend> {
  return apiGet(ANALYTICS_API_PATHS.trend, analyticsTrendSchema, apiQueryOf(query));
}

export function useAnalyticsTrend(query: AnalyticsQuery) {
  return useQuery<AnalyticsTrend, ApiRequestError>({
    queryKey: analyticsKeys.trend(query),
    queryFn: () => getAnalyticsTrend(query),
  });
}
