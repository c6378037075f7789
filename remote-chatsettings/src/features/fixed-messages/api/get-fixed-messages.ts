import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, fixedMessagesResponseSchema, type FixedMessagesResponse } from 'shared-contracts';
import { fixedMessageKeys } from './query-keys';

export async function getFixedMessages(): Promise<FixedMessagesResponse> {
  return apiGet(CHATSETTINGS_API_PATHS.fixedMessages, fixedMessagesResponseSchema);
}

export function useFixedMessages() {
  return useQuery<FixedMessagesResponse, ApiRequestError>({ queryKey: fixedMessageKeys.settings, queryFn: getFixedMessages });
}
