import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import { KNOWLEDGE_API_PATHS, knowledgeItemSchema, type KnowledgeItem, type KnowledgeUrlCreateRequest } from 'shared-contracts';
import { knowledgeKeys } from './query-keys';

/** A web page: the server fetches it in the background, so the answer only says it has begun. */
export async function createKnowledgeUrl(request: KnowledgeUrlCreateRequest): Promise<KnowledgeItem> {
  return apiSend('post', KNOWLEDGE_API_PATHS.url, knowledgeItemSchema, { json: request });
}

export function useCreateKnowledgeUrl() {
  const queryClient = useQueryClient();
  return useMutation<KnowledgeItem, ApiRequestError, KnowledgeUrlCreateRequest>({
    mutationFn: createKnowledgeUrl,
    onSuccess: (created) => {
      queryClient.setQueryData(knowledgeKeys.item(created.id), created);
      void queryClient.invalidateQueries({ queryKey: knowledgeKeys.lists });
    },
  });
}
