import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import { KNOWLEDGE_API_PATHS, knowledgeItemSchema, type KnowledgeItem, type KnowledgeItemCreateRequest } from 'shared-contracts';
import { knowledgeKeys } from './query-keys';

/** An article or a Q&A written in the console; indexing starts in the background. */
export async function createKnowledgeItem(request: KnowledgeItemCreateRequest): Promise<KnowledgeItem> {
  return apiSend('post', KNOWLEDGE_API_PATHS.items, knowledgeItemSchema, { json: request });
}

export function useCreateKnowledgeItem() {
  const queryClient = useQueryClient();
  return useMutation<KnowledgeItem, ApiRequestError, KnowledgeItemCreateRequest>({
    mutationFn: createKnowledgeItem,
    onSuccess: (created) => {
      queryClient.setQueryData(knowledgeKeys.item(created.id), created);
      void queryClient.invalidateQueries({ queryKey: knowledgeKeys.lists });
    },
  });
}
