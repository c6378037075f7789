import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import { KNOWLEDGE_ITEM_SUBPATHS, knowledgeItemSchema, type KnowledgeItem } from 'shared-contracts';
import { knowledgeItemPath } from './get-knowledge-item';
import { knowledgeKeys } from './query-keys';

export interface ReplaceKnowledgeFileVariables {
  id: string;
  file: File;
}

/** A new file for a file item (PUT multipart `file`); its passages are replaced once the new ones are indexed. */
export async function replaceKnowledgeFile({ id, file }: ReplaceKnowledgeFileVariables): Promise<KnowledgeItem> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiSend('put', `${knowledgeItemPath(id)}/${KNOWLEDGE_ITEM_SUBPATHS.file}`, knowledgeItemSchema, { body });
}

export function useReplaceKnowledgeFile() {
  const queryClient = useQueryClient();
  return useMutation<KnowledgeItem, ApiRequestError, ReplaceKnowledgeFileVariables>({
    mutationFn: replaceKnowledgeFile,
    onSuccess: (saved) => {
      queryClient.setQueryData(knowledgeKeys.item(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: knowledgeKeys.lists });
    },
  });
}
