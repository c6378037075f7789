import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import type { ForbiddenEntry, ForbiddenListDefinition } from '../forbidden-list-kinds';
import { forbiddenListKeys } from './query-keys';

export type ForbiddenEntryInput = { value: string; note: string };

export function entryRequestBody(list: ForbiddenListDefinition, input: ForbiddenEntryInput) {
  return { [list.valueField]: input.value, note: input.note };
}

export async function createForbiddenEntry(
  list: ForbiddenListDefinition,
  input: ForbiddenEntryInput,
): Promise<ForbiddenEntry> {
  return apiSend('post', list.apiPath, { parse: list.parseEntry }, { json: entryRequestBody(list, input) });
}

export function useCreateForbiddenEntry(list: ForbiddenListDefinition) {
  const queryClient = useQueryClient();
  return useMutation<ForbiddenEntry, ApiRequestError, ForbiddenEntryInput>({
    mutationFn: (input: ForbiddenEntryInput) => createForbiddenEntry(list, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forbiddenListKeys.root(list.kind) }),
  });
}
