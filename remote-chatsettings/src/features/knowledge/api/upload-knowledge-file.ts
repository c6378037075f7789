import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, type ApiRequestError } from 'shared-auth';
import { KNOWLEDGE_API_PATHS, knowledgeItemSchema, type KnowledgeItem } from 'shared-contracts';
import { knowledgeKeys } from './query-keys';

export interface UploadKnowledgeFileVariables {
  file: File;
  /** Empty: the API names the item after the file. */
  title: string;
  onProgress?(fraction: number): void;
}

/** A file to index (multipart `file`, optional `title`), sent with its progress. Rejects with the API's Japanese refusal. */
export async function uploadKnowledgeFile({ file, title, onProgress }: UploadKnowledgeFileVariables): Promise<KnowledgeItem> {
  const body = new FormData();
  if (title.trim() !== '') body.append('title', title.trim());
  body.append('file', file, file.name);
  return apiUpload(KNOWLEDGE_API_PATHS.upload, body, knowledgeItemSchema, { onProgress });
}

export function useUploadKnowledgeFile() {
  const queryClient = useQueryClient();
  return useMutation<KnowledgeItem, ApiRequestError, UploadKnowledgeFileVariables>({
    mutationFn: uploadKnowledgeFile,
    onSuccess: (created) => {
      queryClient.setQueryData(knowledgeKeys.item(created.id), created);
      void queryClient.invalidateQueries({ queryKey: knowledgeKeys.lists });
    },
  });
}
