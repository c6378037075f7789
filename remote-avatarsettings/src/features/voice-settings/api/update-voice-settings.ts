import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import {
  AVATARSETTINGS_API_PATHS,
  voiceSettingsResponseSchema,
  type VoiceSettingsRequest,
  type VoiceSettingsResponse,
} from 'shared-contracts';
import { voiceSettingsKeys } from './query-keys';

export async function updateVoiceSettings(request: VoiceSettingsRequest): Promise<VoiceSettingsResponse> {
  return apiSend('put', AVATARSETTINGS_API_PATHS.voiceSettings, voiceSettingsResponseSchema, { json: request });
}

export function useUpdateVoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation<VoiceSettingsResponse, ApiRequestError, VoiceSettingsRequest>({
    mutationFn: updateVoiceSettings,
    onSuccess: (saved) => queryClient.setQueryData(voiceSettingsKeys.settings, saved),
  });
}
