import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, type QuickReply } from 'shared-contracts';
import { quickReplyKeys } from './query-keys';

export async function deleteQuickReply(id: string): Promise<void> {
  try {
    await httpClient.delete(`${CHATSETTINGS_API_PATHS.quickReplies}/${encodeURIComponent(id)}`);
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useDeleteQuickReply() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: deleteQuickReply,
    // The API moves the later ones up; the list order stays the same without a refetch.
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData<QuickReply[]>(quickReplyKeys.list, (list) => list?.filter((reply) => reply.id !== id)),
  });
}
