import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSendNoContent, type ApiRequestError } from 'shared-auth';
import { HISTORY_API_PATHS, type ConversationTranscript } from 'shared-contracts';
import { conversationKeys } from './query-keys';

export interface ReviewChange {
  id: string;
  reviewed: boolean;
}

/** PATCH conversations/:id {reviewed}: only ever on the owner's word, never on opening. */
export async function reviewConversation({ id, reviewed }: ReviewChange): Promise<void> {
  await apiSendNoContent('patch', HISTORY_API_PATHS.conversation(id), { json: { reviewed } });
}

/** The switch moves at once; a refusal puts it back. The lists (and the 確認状態 filter) read afresh. */
export function useReviewConversation() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, ReviewChange, { previous: ConversationTranscript | undefined }>({
    mutationFn: reviewConversation,
    onMutate: async ({ id, reviewed }) => {
      await queryClient.cancelQueries({ queryKey: conversationKeys.detail(id) });
      const previous = queryClient.getQueryData<ConversationTranscript>(conversationKeys.detail(id));
      if (previous) {
        const reviewed_at = reviewed ? (previous.conversation.reviewed_at ?? new Date().toISOString()) : null;
        queryClient.setQueryData<ConversationTranscript>(conversationKeys.detail(id), { ...previous, conversation: { ...previous.conversation, reviewed_at } });
      }
      return { previous };
    },
    onError: (_error, { id }, context) => {
      if (context?.previous) queryClient.setQueryData(conversationKeys.detail(id), context.previous);
    },
    onSettled: (_data, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.allNeighbours });
    },
  });
}
