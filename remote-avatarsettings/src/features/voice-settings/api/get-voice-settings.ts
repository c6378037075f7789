import { useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { AVATARSETTINGS_API_PATHS, voiceSettingsResponseSchema, type VoiceSettingsResponse } from 'shared-contracts';
import { voiceSettingsKeys } from './query-keys';

export async function getVoiceSettings(): Promise<VoiceSettingsResponse> {
  try {
    return voiceSettingsResponseSchema.parse(await httpClient.get(AVATARSETTINGS_API_PATHS.voiceSettings).json());
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useVoiceSettings() {
  return useQuery<VoiceSettingsResponse, ApiRequestError>({ queryKey: voiceSettingsKeys.settings, queryFn: getVoiceSettings });
}
