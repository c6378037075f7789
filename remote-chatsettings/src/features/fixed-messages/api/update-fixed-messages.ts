import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import {
  CHATSETTINGS_API_PATHS,
  fixedMessagesResponseSchema,
  type FixedMessagesRequest,
  type FixedMessagesResponse,
} from 'shared-contracts';
import { fixedMessageKeys } from './query-keys';

export async function updateFixedMessages(request: FixedMessagesRequest): Promise<FixedMessagesResponse> {
  try {
    const body = await httpClient.put(CHATSETTINGS_API_PATHS.fixedMessages, { json: request }).json();
    return fixedMessagesResponseSchema.parse(body);
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useUpdateFixedMessages() {
  const queryClient = useQueryClient();
  return useMutation<FixedMessagesResponse, ApiRequestError, FixedMessagesRequest>({
    mutationFn: updateFixedMessages,
    onSuccess: (saved) => queryClient.setQueryData(fixedMessageKeys.settings, saved),
  });
}
