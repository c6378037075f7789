import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import {
  CHATSETTINGS_API_PATHS,
  urlSettingsResponseSchema,
  type UrlSettingsRequest,
  type UrlSettingsResponse,
} from 'shared-contracts';
import { urlSettingsKeys } from './query-keys';

export async function updateUrlSettings(request: UrlSettingsRequest): Promise<UrlSettingsResponse> {
  try {
    return urlSettingsResponseSchema.parse(await httpClient.put(CHATSETTINGS_API_PATHS.urlSettings, { json: request }).json());
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useUpdateUrlSettings() {
  const queryClient = useQueryClient();
  return useMutation<UrlSettingsResponse, ApiRequestError, UrlSettingsRequest>({
    mutationFn: updateUrlSettings,
    // The answer holds the origins in their stored (canonical) spelling: the form shows what was kept.
    onSuccess: (saved) => queryClient.setQueryData(urlSettingsKeys.settings, saved),
  });
}
