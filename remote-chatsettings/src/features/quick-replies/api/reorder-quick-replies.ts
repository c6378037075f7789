import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, quickReplyListResponseSchema, type QuickReply } from 'shared-contracts';
import { quickReplyKeys } from './query-keys';

export async function reorderQuickReplies(ids: string[]): Promise<QuickReply[]> {
  return (await apiSend('put', CHATSETTINGS_API_PATHS.quickRepliesOrder, quickReplyListResponseSchema, { json: { ids } })).data;
}

type Snapshot = { previous: QuickReply[] | undefined };

/** A drop shows the new order at once; the API's answer confirms it, a refusal restores the old one. */
export function useReorderQuickReplies() {
  const queryClient = useQueryClient();
  return useMutation<QuickReply[], ApiRequestError, string[], Snapshot>({
    mutationFn: reorderQuickReplies,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: quickReplyKeys.list });
      const previous = queryClient.getQueryData<QuickReply[]>(quickReplyKeys.list);
      const byId = new Map(previous?.map((reply) => [reply.id, reply]));
      const reordered = ids.flatMap((id, index) => {
        const reply = byId.get(id);
        return reply ? [{ ...reply, sort_order: index }] : [];
      });
      queryClient.setQueryData(quickReplyKeys.list, reordered);
      return { previous };
    },
    onError: (_error, _ids, snapshot) => {
      if (snapshot) queryClient.setQueryData(quickReplyKeys.list, snapshot.previous);
    },
    onSuccess: (stored) => queryClient.setQueryData(quickReplyKeys.list, stored),
  });
}
