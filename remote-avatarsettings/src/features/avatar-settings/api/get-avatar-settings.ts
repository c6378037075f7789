import { useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { AVATARSETTINGS_API_PATHS, avatarSettingsResponseSchema, type AvatarSettingsResponse } from 'shared-contracts';
import { avatarSettingsKeys } from './query-keys';

export async function getAvatarSettings(): Promise<AvatarSettingsResponse> {
  try {
    return avatarSettingsResponseSchema.parse(await httpClient.get(AVATARSETTINGS_API_PATHS.avatarSettings).json());
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useAvatarSettings() {
  return useQuery<AvatarSettingsResponse, ApiRequestError>({
    queryKey: avatarSettingsKeys.settings,
    queryFn: getAvatarSettings,
  });
}
