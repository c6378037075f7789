import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import {
  AVATARSETTINGS_API_PATHS,
  basicAgentSettingsResponseSchema,
  type BasicAgentSettingsRequest,
  type BasicAgentSettingsResponse,
} from 'shared-contracts';
import { basicAgentSettingsKeys } from './query-keys';

export async function updateBasicAgentSettings(request: BasicAgentSettingsRequest): Promise<BasicAgentSettingsResponse> {
  try {
    const body = await httpClient.put(AVATARSETTINGS_API_PATHS.basicAgentSettings, { json: request }).json();
    return basicAgentSettingsResponseSchema.parse(body);
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useUpdateBasicAgentSettings() {
  const queryClient = useQueryClient();
  return useMutation<BasicAgentSettingsResponse, ApiRequestError, BasicAgentSettingsRequest>({
    mutationFn: updateBasicAgentSettings,
    onSuccess: (saved) => queryClient.setQueryData(basicAgentSettingsKeys.settings, saved),
  });
}
