import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { AVATARSETTINGS_API_PATHS, voiceSettingsResponseSchema, type VoiceSettingsResponse } from 'shared-contracts';
import { voiceSettingsKeys } from './query-keys';

export async function getVoiceSettings(): Promise<VoiceSettingsResponse> {
  return apiGet(AVATARSETTINGS_API_PATHS.voiceSettings, voiceSettingsResponseSchema);
}

export function useVoiceSettings() {
  return useQuery<VoiceSettingsResponse, ApiRequestError>({ queryKey: voiceSettingsKeys.settings, queryFn: getVoiceSettings });
}
