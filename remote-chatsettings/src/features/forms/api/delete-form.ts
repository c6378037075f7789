import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { FORMS_API_PATHS } from 'shared-contracts';
import { formKeys } from './query-keys';

/** The API archives the form: it leaves the list and the chat, its answers stay. */
export async function deleteForm(id: string): Promise<void> {
  try {
    await httpClient.delete(`${FORMS_API_PATHS.forms}/${encodeURIComponent(id)}`);
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useDeleteForm() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: deleteForm,
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: formKeys.form(id) });
      void queryClient.invalidateQueries({ queryKey: formKeys.lists });
    },
  });
}
