import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import {
  CHATSETTINGS_API_PATHS,
  detailAiSettingsResponseSchema,
  type DetailAiSettingsRequest,
  type DetailAiSettingsResponse,
} from 'shared-contracts';
import { detailAiSettingsKeys } from './query-keys';

/** api_key absent keeps the stored key, null deletes it, a string replaces it. */
export async function updateDetailAiSettings(request: DetailAiSettingsRequest): Promise<DetailAiSettingsResponse> {
  try {
    const body = await httpClient.put(CHATSETTINGS_API_PATHS.detailAiSettings, { json: request }).json();
    return detailAiSettingsResponseSchema.parse(body);
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useUpdateDetailAiSettings() {
  const queryClient = useQueryClient();
  return useMutation<DetailAiSettingsResponse, ApiRequestError, DetailAiSettingsRequest>({
    mutationFn: updateDetailAiSettings,
    onSuccess: (saved) => queryClient.setQueryData(detailAiSettingsKeys.settings, saved),
  });
}
