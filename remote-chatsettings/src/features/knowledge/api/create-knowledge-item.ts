import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { KNOWLEDGE_API_PATHS, knowledgeItemSchema, type KnowledgeItem, type KnowledgeItemCreateRequest } from 'shared-contracts';
import { knowledgeKeys } from './query-keys';

/** An article or a Q&A written in the console; indexing starts in the background. */
export async function createKnowledgeItem(request: KnowledgeItemCreateRequest): Promise<KnowledgeItem> {
  try {
    return knowledgeItemSchema.parse(await httpClient.post(KNOWLEDGE_API_PATHS.items, { json: request }).json());
  } catch (error) {
    throw await toApiRequestError(error);
  }
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
