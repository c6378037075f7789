import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import { knowledgeItemSchema, type KnowledgeItem, type KnowledgeItemUpdateRequest } from 'shared-contracts';
import { knowledgeItemPath } from './get-knowledge-item';
import { knowledgeKeys } from './query-keys';

export interface UpdateKnowledgeItemVariables {
  id: string;
  request: KnowledgeItemUpdateRequest;
}

/** Replaces what can change of the item; the API re-indexes it while the old passages keep answering. */
export async function updateKnowledgeItem({ id, request }: UpdateKnowledgeItemVariables): Promise<KnowledgeItem> {
  return apiSend('put', knowledgeItemPath(id), knowledgeItemSchema, { json: request });
}

export function useUpdateKnowledgeItem() {
  const queryClient = useQueryClient();
  return useMutation<KnowledgeItem, ApiRequestError, UpdateKnowledgeItemVariables>({
    mutationFn: updateKnowledgeItem,
    onSuccess: (saved) => {
      queryClient.setQueryData(knowledgeKeys.item(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: knowledgeKeys.lists });
    },
  });
}
