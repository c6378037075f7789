import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSendNoContent, type ApiRequestError } from 'shared-auth';
import type { ForbiddenListDefinition } from '../forbidden-list-kinds';
import { forbiddenListKeys } from './query-keys';

export async function deleteForbiddenEntry(list: ForbiddenListDefinition, id: string): Promise<void> {
  await apiSendNoContent('delete', `${list.apiPath}/${encodeURIComponent(id)}`);
}

export function useDeleteForbiddenEntry(list: ForbiddenListDefinition) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id: string) => deleteForbiddenEntry(list, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forbiddenListKeys.root(list.kind) }),
  });
}
