import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import { KNOWLEDGE_API_PATHS, qaImportResultSchema, type QaImportResult } from 'shared-contracts';
import { knowledgeKeys } from './query-keys';

/**
 * A Q&A CSV as picked: the server decodes the bytes (UTF-8 with or without BOM, or Shift_JIS) and
 * numbers the lines, so the line numbers in the answer are the file's own.
 */
export async function importQa(file: File): Promise<QaImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiSend('post', KNOWLEDGE_API_PATHS.qaImport, qaImportResultSchema, { body });
}

export function useImportQa() {
  const queryClient = useQueryClient();
  return useMutation<QaImportResult, ApiRequestError, File>({
    mutationFn: importQa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.root }),
  });
}
