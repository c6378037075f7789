import { useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, chatUiSettingsResponseSchema, type ChatUiSettingsResponse } from 'shared-contracts';
import { chatUiSettingsKeys } from './query-keys';

export async function getChatUiSettings(): Promise<ChatUiSettingsResponse> {
  try {
    return chatUiSettingsResponseSchema.parse(await httpClient.get(CHATSETTINGS_API_PATHS.chatUiSettings).json());
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useChatUiSettings() {
  return useQuery<ChatUiSettingsResponse, ApiRequestError>({
    queryKey: chatUiSettingsKeys.settings,
    queryFn: getChatUiSettings,
  });
}
