import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { ANALYTICS_API_PATHS, analyticsHeatmapSchema, type AnalyticsHeatmap, type AnalyticsQuery } from 'shared-contracts';
import { apiQueryOf } from './analytics-query';
import { analyticsKeys } from './query-keys';

export async function getAnalyticsHeatmap(query: AnalyticsQuery): Promise<AnalyticsHeatmap> {
  return apiGet(ANALYTICS_API_PATHS.heatmap, analyticsHeatmapSchema, apiQueryOf(query));
}

export function useAnalyticsHeatmap(query: AnalyticsQuery) {
  return useQuery<AnalyticsHeatmap, ApiRequestError>({
    queryKey: analyticsKeys.heatmap(query),
    queryFn: () => getAnalyticsHeatmap(query),
  });
}
