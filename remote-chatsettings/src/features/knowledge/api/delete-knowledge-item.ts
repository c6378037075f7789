import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { knowledgeItemPath } from './get-knowledge-item';
import { knowledgeKeys } from './query-keys';

export async function deleteKnowledgeItem(id: string): Promise<void> {
  try {
    await httpClient.delete(knowledgeItemPath(id));
  } catch (error) {
    throw await toApiRequestError(error);
  }
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
