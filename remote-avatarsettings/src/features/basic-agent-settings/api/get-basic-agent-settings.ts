import { useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { AVATARSETTINGS_API_PATHS, basicAgentSettingsResponseSchema, type BasicAgentSettingsResponse } from 'shared-contracts';
import { basicAgentSettingsKeys } from './query-keys';

export async function getBasicAgentSettings(): Promise<BasicAgentSettingsResponse> {
  try {
    return basicAgentSettingsResponseSchema.parse(await httpClient.get(AVATARSETTINGS_API_PATHS.basicAgentSettings).json());
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useBasicAgentSettings() {
  return useQuery<BasicAgentSettingsResponse, ApiRequestError>({ queryKey: basicAgentSettingsKeys.settings, queryFn: getBasicAgentSettings });
}
