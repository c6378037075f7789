import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSendNoContent, type ApiRequestError } from 'shared-auth';
import { FORMS_API_PATHS } from 'shared-contracts';
import { formKeys } from './query-keys';

/** The API archives the form: it leaves the list and the chat, its answers stay. */
export async function deleteForm(id: string): Promise<void> {
  await apiSendNoContent('delete', `${FORMS_API_PATHS.forms}/${encodeURIComponent(id)}`);
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
