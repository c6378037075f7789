import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import {
  CHATSETTINGS_API_PATHS,
  urlSettingsResponseSchema,
  type UrlSettingsRequest,
  type UrlSettingsResponse,
} from 'shared-contracts';
import { urlSettingsKeys } from './query-keys';

export async function updateUrlSettings(request: UrlSettingsRequest): Promise<UrlSettingsResponse> {
  return apiSend('put', CHATSETTINGS_API_PATHS.urlSettings, urlSettingsResponseSchema, { json: request });
}

export function useUpdateUrlSettings() {
  const queryClient = useQueryClient();
  return useMutation<UrlSettingsResponse, ApiRequestError, UrlSettingsRequest>({
    mutationFn: updateUrlSettings,
    // The answer holds the origins in their stored (canonical) spelling: the form shows what was kept.
    onSuccess: (saved) => queryClient.setQueryData(urlSettingsKeys.settings, saved),
  });
}
