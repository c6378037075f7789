import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSendNoContent, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, type QuickReply } from 'shared-contracts';
import { quickReplyKeys } from './query-keys';

export async function deleteQuickReply(id: string): Promise<void> {
  await apiSendNoContent('delete', `${CHATSETTINGS_API_PATHS.quickReplies}/${encodeURIComponent(id)}`);
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
