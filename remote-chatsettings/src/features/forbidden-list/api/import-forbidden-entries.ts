import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import { ENTRY_LIST_SUBPATHS, bulkImportResultSchema, type BulkImportResult } from 'shared-contracts';
import type { ForbiddenListDefinition } from '../forbidden-list-kinds';
import { forbiddenListKeys } from './query-keys';

/**
 * A CSV file as picked, or pasted lines. Both go to the API as they are: the server decodes the
 * bytes (UTF-8 with or without BOM, or Shift_JIS) and numbers the lines, so the browser never
 * guesses an encoding and the line numbers in the answer are the file's own.
 */
export type ImportSource = { type: 'file'; file: File } | { type: 'text'; text: string };

function bodyOf(source: ImportSource): { body: FormData | string; headers?: Record<string, string> } {
  if (source.type === 'text') return { body: source.text, headers: { 'Content-Type': 'text/plain; charset=utf-8' } };
  const form = new FormData();
  form.append('file', source.file, source.file.name);
  // The browser writes the multipart boundary into Content-Type itself; setting one here would lose it.
  return { body: form };
}

export async function importForbiddenEntries(list: ForbiddenListDefinition, source: ImportSource): Promise<BulkImportResult> {
  return apiSend('post', `${list.apiPath}/${ENTRY_LIST_SUBPATHS.importFile}`, bulkImportResultSchema, bodyOf(source));
}

export function useImportForbiddenEntries(list: ForbiddenListDefinition) {
  const queryClient = useQueryClient();
  return useMutation<BulkImportResult, ApiRequestError, ImportSource>({
    mutationFn: (source: ImportSource) => importForbiddenEntries(list, source),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forbiddenListKeys.root(list.kind) }),
  });
}
