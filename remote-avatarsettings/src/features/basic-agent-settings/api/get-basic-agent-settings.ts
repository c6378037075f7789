import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { AVATARSETTINGS_API_PATHS, basicAgentSettingsResponseSchema, type BasicAgentSettingsResponse } from 'shared-contracts';
import { basicAgentSettingsKeys } from './query-keys';

export async function getBasicAgentSettings(): Promise<BasicAgentSettingsResponse> {
  return apiGet(AVATARSETTINGS_API_PATHS.basicAgentSettings, basicAgentSettingsResponseSchema);
}

export function useBasicAgentSettings() {
  return useQuery<BasicAgentSettingsResponse, ApiRequestError>({ queryKey: basicAgentSettingsKeys.settings, queryFn: getBasicAgentSettings });
}
