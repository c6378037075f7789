import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { KNOWLEDGE_API_PATHS, knowledgeItemSchema, type KnowledgeItem, type KnowledgeUrlCreateRequest } from 'shared-contracts';
import { knowledgeKeys } from './query-keys';

/** A web page: the server fetches it in the background, so the answer only says it has begun. */
export async function createKnowledgeUrl(request: KnowledgeUrlCreateRequest): Promise<KnowledgeItem> {
  try {
    return knowledgeItemSchema.parse(await httpClient.post(KNOWLEDGE_API_PATHS.url, { json: request }).json());
  } catch (error) {
    throw await toApiRequestError(error);
  }
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
