import { useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, fixedMessagesResponseSchema, type FixedMessagesResponse } from 'shared-contracts';
import { fixedMessageKeys } from './query-keys';

export async function getFixedMessages(): Promise<FixedMessagesResponse> {
  try {
    return fixedMessagesResponseSchema.parse(await httpClient.get(CHATSETTINGS_API_PATHS.fixedMessages).json());
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useFixedMessages() {
  return useQuery<FixedMessagesResponse, ApiRequestError>({ queryKey: fixedMessageKeys.settings, queryFn: getFixedMessages });
}
