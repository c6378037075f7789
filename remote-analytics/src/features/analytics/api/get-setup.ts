import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { ANALYTICS_API_PATHS, analyticsSetupSchema, type AnalyticsSetup } from 'shared-contracts';
import { analyticsKeys } from './query-keys';

export async function getAnalyticsSetup(): Promise<AnalyticsSetup> {
  return apiGet(ANALYTICS_API_PATHS.setup, analyticsSetupSchema);
}

/** The dashboard's checklist for a new owner (no period). */
export function useAnalyticsSetup() {
  return useQuery<AnalyticsSetup, ApiRequestError>({ queryKey: analyticsKeys.setup, queryFn: getAnalyticsSetup });
}
