import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { ANALYTICS_API_PATHS, analyticsSummarySchema, type AnalyticsSummary, type AnalyticsQuery } from 'shared-contracts';
import { apiQueryOf } from './analytics-query';
import { analyticsKeys } from './query-keys';

export async function getAnalyticsSummary(query: AnalyticsQuery): Promise<AnalyticsSummary> {
  return apiGet(ANALYTICS_API_PATHS.summary, analyticsSummarySchema, apiQueryOf(query));
}

export function useAnalyticsSummary(query: AnalyticsQuery) {
  return useQuery<AnalyticsSummary, ApiRequestError>({
    queryKey: analyticsKeys.summary(query),
    queryFn: () => getAnalyticsSummary(query),
  });
}
