import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import {
  AVATARSETTINGS_API_PATHS,
  voiceSettingsResponseSchema,
  type VoiceSettingsRequest,
  type VoiceSettingsResponse,
} from 'shared-contracts';
import { voiceSettingsKeys } from './query-keys';

export async function updateVoiceSettings(request: VoiceSettingsRequest): Promise<VoiceSettingsResponse> {
  try {
    const body = await httpClient.put(AVATARSETTINGS_API_PATHS.voiceSettings, { json: request }).json();
    return voiceSettingsResponseSchema.parse(body);
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useUpdateVoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation<VoiceSettingsResponse, ApiRequestError, VoiceSettingsRequest>({
    mutationFn: updateVoiceSettings,
    onSuccess: (saved) => queryClient.setQueryData(voiceSettingsKeys.settings, saved),
  });
}
