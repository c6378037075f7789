import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import {
  CHATSETTINGS_API_PATHS,
  detailAiSettingsResponseSchema,
  type DetailAiSettingsRequest,
  type DetailAiSettingsResponse,
} from 'shared-contracts';
import { detailAiSettingsKeys } from './query-keys';

/** api_key absent keeps the stored key, null deletes it, a string replaces it. */
export async function updateDetailAiSettings(request: DetailAiSettingsRequest): Promise<DetailAiSettingsResponse> {
  return apiSend('put', CHATSETTINGS_API_PATHS.detailAiSettings, detailAiSettingsResponseSchema, { json: request });
}

export function useUpdateDetailAiSettings() {
  const queryClient = useQueryClient();
  return useMutation<DetailAiSettingsResponse, ApiRequestError, DetailAiSettingsRequest>({
    mutationFn: updateDetailAiSettings,
    onSuccess: (saved) => queryClient.setQueryData(detailAiSettingsKeys.settings, saved),
  });
}
