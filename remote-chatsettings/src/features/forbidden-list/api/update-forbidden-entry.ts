import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import type { ForbiddenEntry, ForbiddenListDefinition } from '../forbidden-list-kinds';
import { entryRequestBody, type ForbiddenEntryInput } from './create-forbidden-entry';
import { forbiddenListKeys } from './query-keys';

export async function updateForbiddenEntry(
  list: ForbiddenListDefinition,
  id: string,
  input: ForbiddenEntryInput,
): Promise<ForbiddenEntry> {
  return apiSend('put', `${list.apiPath}/${encodeURIComponent(id)}`, { parse: list.parseEntry }, { json: entryRequestBody(list, input) });
}

export function useUpdateForbiddenEntry(list: ForbiddenListDefinition) {
  const queryClient = useQueryClient();
  return useMutation<ForbiddenEntry, ApiRequestError, { id: string; input: ForbiddenEntryInput }>({
    mutationFn: ({ id, input }: { id: string; input: ForbiddenEntryInput }) => updateForbiddenEntry(list, id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forbiddenListKeys.root(list.kind) }),
  });
}
