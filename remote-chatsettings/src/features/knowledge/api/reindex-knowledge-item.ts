import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSendNoContent, type ApiRequestError } from 'shared-auth';
import { KNOWLEDGE_ITEM_SUBPATHS } from 'shared-contracts';
import { knowledgeItemPath } from './get-knowledge-item';
import { knowledgeKeys } from './query-keys';

/** Indexes the item again (a web page is fetched again): the way out of エラー. */
export async function reindexKnowledgeItem(id: string): Promise<void> {
  await apiSendNoContent('post', `${knowledgeItemPath(id)}/${KNOWLEDGE_ITEM_SUBPATHS.reindex}`);
}

export function useReindexKnowledgeItem() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: reindexKnowledgeItem,
    // The list and the item then show 処理中 and poll until the index is done.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.root }),
  });
}
