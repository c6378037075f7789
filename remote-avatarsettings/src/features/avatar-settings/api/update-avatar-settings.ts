import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import {
  AVATARSETTINGS_API_PATHS,
  avatarSettingsResponseSchema,
  type AvatarSettingsRequest,
  type AvatarSettingsResponse,
} from 'shared-contracts';
import { avatarSettingsKeys } from './query-keys';

export async function updateAvatarSettings(request: AvatarSettingsRequest): Promise<AvatarSettingsResponse> {
  return apiSend('put', AVATARSETTINGS_API_PATHS.avatarSettings, avatarSettingsResponseSchema, { json: request });
}

export function useUpdateAvatarSettings() {
  const queryClient = useQueryClient();
  return useMutation<AvatarSettingsResponse, ApiRequestError, AvatarSettingsRequest>({
    mutationFn: updateAvatarSettings,
    // The answer is what is stored now, so it becomes the cache as it is.
    onSuccess: (saved) => queryClient.setQueryData(avatarSettingsKeys.settings, saved),
  });
}
