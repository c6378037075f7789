import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, quickReplySchema, type QuickReply, type QuickReplyCreateRequest } from 'shared-contracts';
import { quickReplyKeys } from './query-keys';

export async function createQuickReply(request: QuickReplyCreateRequest): Promise<QuickReply> {
  try {
    const body = await httpClient.post(CHATSETTINGS_API_PATHS.quickReplies, { json: request }).json();
    return quickReplySchema.parse(body);
  } catch (error) {
    throw await toApiRequestError(error);
  }
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
