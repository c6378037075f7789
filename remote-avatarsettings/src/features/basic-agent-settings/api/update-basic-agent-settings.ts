import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import {
  AVATARSETTINGS_API_PATHS,
  basicAgentSettingsResponseSchema,
  type BasicAgentSettingsRequest,
  type BasicAgentSettingsResponse,
} from 'shared-contracts';
import { basicAgentSettingsKeys } from './query-keys';

export async function updateBasicAgentSettings(request: BasicAgentSettingsRequest): Promise<BasicAgentSettingsResponse> {
  return apiSend('put', AVATARSETTINGS_API_PATHS.basicAgentSettings, basicAgentSettingsResponseSchema, { json: request });
}

export function useUpdateBasicAgentSettings() {
  const queryClient = useQueryClient();
  return useMutation<BasicAgentSettingsResponse, ApiRequestError, BasicAgentSettingsRequest>({
    mutationFn: updateBasicAgentSettings,
    onSuccess: (saved) => queryClient.setQueryData(basicAgentSettingsKeys.settings, saved),
  });
}
