import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import {
  CHATSETTINGS_API_PATHS,
  chatUiSettingsResponseSchema,
  type ChatUiSettingsRequest,
  type ChatUiSettingsResponse,
} from 'shared-contracts';
import { chatUiSettingsKeys } from './query-keys';

export async function updateChatUiSettings(request: ChatUiSettingsRequest): Promise<ChatUiSettingsResponse> {
  return apiSend('put', CHATSETTINGS_API_PATHS.chatUiSettings, chatUiSettingsResponseSchema, { json: request });
}

export function useUpdateChatUiSettings() {
  const queryClient = useQueryClient();
  return useMutation<ChatUiSettingsResponse, ApiRequestError, ChatUiSettingsRequest>({
    mutationFn: updateChatUiSettings,
    // The answer is what is stored now, so it becomes the cache as it is.
    onSuccess: (saved) => queryClient.setQueryData(chatUiSettingsKeys.settings, saved),
  });
}
