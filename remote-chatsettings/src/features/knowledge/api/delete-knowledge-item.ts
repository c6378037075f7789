import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSendNoContent, type ApiRequestError } from 'shared-auth';
import { knowledgeItemPath } from './get-knowledge-item';
import { knowledgeKeys } from './query-keys';

export async function deleteKnowledgeItem(id: string): Promise<void> {
  await apiSendNoContent('delete', knowledgeItemPath(id));
}

export function useDeleteKnowledgeItem() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: deleteKnowledgeItem,
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: knowledgeKeys.item(id) });
      void queryClient.invalidateQueries({ queryKey: knowledgeKeys.lists });
    },
  });
}
