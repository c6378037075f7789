import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, apiSendNoContent, type ApiRequestError } from 'shared-auth';
import { HISTORY_API_PATHS, visitorErasureResponseSchema, type VisitorErasureResponse } from 'shared-contracts';
import { conversationKeys } from './query-keys';

export async function deleteConversation(id: string): Promise<void> {
  await apiSendNoContent('delete', HISTORY_API_PATHS.conversation(id));
}

/** DELETE conversations/:id/visitor: personal data erasure of the visitor of that conversation. */
export async function eraseVisitor(id: string): Promise<VisitorErasureResponse> {
  return apiSend('delete', HISTORY_API_PATHS.visitor(id), visitorErasureResponseSchema);
}

/**
 * What the cache held of deleted conversations goes (an erasure takes the visitor's others too);
 * the lists read afresh when next shown. Nothing is refetched for a conversation that is gone.
 */
function useForgetDeleted() {
  const queryClient = useQueryClient();
  return (id: string, visitorErased: boolean) => {
    queryClient.removeQueries({ queryKey: conversationKeys.detail(id) });
    queryClient.removeQueries({ queryKey: conversationKeys.allNeighbours });
    if (visitorErased) queryClient.removeQueries({ queryKey: [...conversationKeys.root, 'detail'], type: 'inactive' });
    void queryClient.invalidateQueries({ queryKey: conversationKeys.lists, refetchType: 'none' });
  };
}

export function useDeleteConversation() {
  const forget = useForgetDeleted();
  return useMutation<void, ApiRequestError, string>({ mutationFn: deleteConversation, onSuccess: (_data, id) => forget(id, false) });
}

export function useEraseVisitor() {
  const forget = useForgetDeleted();
  return useMutation<VisitorErasureResponse, ApiRequestError, string>({ mutationFn: eraseVisitor, onSuccess: (_data, id) => forget(id, true) });
}
