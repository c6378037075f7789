import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { AVATARSETTINGS_API_PATHS, avatarSettingsResponseSchema, type AvatarSettingsResponse } from 'shared-contracts';
import { avatarSettingsKeys } from './query-keys';

export async function getAvatarSettings(): Promise<AvatarSettingsResponse> {
  return apiGet(AVATARSETTINGS_API_PATHS.avatarSettings, avatarSettingsResponseSchema);
}

export function useAvatarSettings() {
  return useQuery<AvatarSettingsResponse, ApiRequestError>({
    queryKey: avatarSettingsKeys.settings,
    queryFn: getAvatarSettings,
  });
}
