import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import {
  CHATSETTINGS_API_PATHS,
  lineLoginSettingsResponseSchema,
  type LineLoginSettingsRequest,
  type LineLoginSettingsResponse,
} from 'shared-contracts';
import { lineLoginKeys } from './query-keys';

export async function updateLineLoginSettings(request: LineLoginSettingsRequest): Promise<LineLoginSettingsResponse> {
  return apiSend('put', CHATSETTINGS_API_PATHS.lineLoginSettings, lineLoginSettingsResponseSchema, { json: request });
}

export function useUpdateLineLoginSettings() {
  const queryClient = useQueryClient();
  return useMutation<LineLoginSettingsResponse, ApiRequestError, LineLoginSettingsRequest>({
    mutationFn: updateLineLoginSettings,
    // The answer is the stored state (secret status included), so it becomes the cache as it is.
    onSuccess: (saved) => queryClient.setQueryData(lineLoginKeys.settings, saved),
  });
}
