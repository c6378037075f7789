import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, chatUiSettingsResponseSchema, type ChatUiSettingsResponse } from 'shared-contracts';
import { chatUiSettingsKeys } from './query-keys';

export async function getChatUiSettings(): Promise<ChatUiSettingsResponse> {
  return apiGet(CHATSETTINGS_API_PATHS.chatUiSettings, chatUiSettingsResponseSchema);
}

export function useChatUiSettings() {
  return useQuery<ChatUiSettingsResponse, ApiRequestError>({
    queryKey: chatUiSettingsKeys.settings,
    queryFn: getChatUiSettings,
  });
}
