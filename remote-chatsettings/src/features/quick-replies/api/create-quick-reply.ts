import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, quickReplySchema, type QuickReply, type QuickReplyCreateRequest } from 'shared-contracts';
import { quickReplyKeys } from './query-keys';

export async function createQuickReply(request: QuickReplyCreateRequest): Promise<QuickReply> {
  return apiSend('post', CHATSETTINGS_API_PATHS.quickReplies, quickReplySchema, { json: request });
}

export function useCreateQuickReply() {
  const queryClient = useQueryClient();
  return useMutation<QuickReply, ApiRequestError, QuickReplyCreateRequest>({
    mutationFn: createQuickReply,
    // A new one goes to the end of the order, where the API put it.
    onSuccess: (created) =>
      queryClient.setQueryData<QuickReply[]>(quickReplyKeys.list, (list = []) => [...list, created]),
  });
}
