import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import {
  CHATSETTINGS_API_PATHS,
  fixedMessagesResponseSchema,
  type FixedMessagesRequest,
  type FixedMessagesResponse,
} from 'shared-contracts';
import { fixedMessageKeys } from './query-keys';

export async function updateFixedMessages(request: FixedMessagesRequest): Promise<FixedMessagesResponse> {
  return apiSend('put', CHATSETTINGS_API_PATHS.fixedMessages, fixedMessagesResponseSchema, { json: request });
}

export function useUpdateFixedMessages() {
  const queryClient = useQueryClient();
  return useMutation<FixedMessagesResponse, ApiRequestError, FixedMessagesRequest>({
    mutationFn: updateFixedMessages,
    onSuccess: (saved) => queryClient.setQueryData(fixedMessageKeys.settings, saved),
  });
}
