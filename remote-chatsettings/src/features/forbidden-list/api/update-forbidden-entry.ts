import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import type { ForbiddenEntry, ForbiddenListDefinition } from '../forbidden-list-kinds';
import { entryRequestBody, type ForbiddenEntryInput } from './create-forbidden-entry';
import { forbiddenListKeys } from './query-keys';

export async function updateForbiddenEntry(
  list: ForbiddenListDefinition,
  id: string,
  input: ForbiddenEntryInput,
): Promise<ForbiddenEntry> {
  try {
    const body = await httpClient.put(`${list.apiPath}/${encodeURIComponent(id)}`, { json: entryRequestBody(list, input) }).json();
    return list.parseEntry(body);
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useUpdateForbiddenEntry(list: ForbiddenListDefinition) {
  const queryClient = useQueryClient();
  return useMutation<ForbiddenEntry, ApiRequestError, { id: string; input: ForbiddenEntryInput }>({
    mutationFn: ({ id, input }: { id: string; input: ForbiddenEntryInput }) => updateForbiddenEntry(list, id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forbiddenListKeys.root(list.kind) }),
  });
}
