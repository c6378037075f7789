import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { ANALYTICS_API_PATHS, analyticsKnowledgeSchema, type AnalyticsKnowledge, type AnalyticsQuery } from 'shared-contracts';
import { apiQueryOf } from './analytics-query';
import { analyticsKeys } from './query-keys';

export async function getAnalyticsKnowledge(query: AnalyticsQuery): Promise<AnalyticsKnowledge> {
  return apiGet(ANALYTICS_API_PATHS.knowledge, analyticsKnowledgeSchema, apiQueryOf(query));
}

/** The knowledge items the answers stood on most, and those never cited, in the period. */
export function useAnalyticsKnowledge(query: AnalyticsQuery) {
  return useQuery<AnalyticsKnowledge, ApiRequestError>({
    queryKey: analyticsKeys.knowledge(query),
    queryFn: () => getAnalyticsKnowledge(query),
  });
}
