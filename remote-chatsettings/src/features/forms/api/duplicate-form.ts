import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import { FORMS_API_PATHS, FORM_SUBPATHS, formSchema, type Form } from 'shared-contracts';
import { formKeys } from './query-keys';

/** A copy named 「…のコピー」, switched off. */
export async function duplicateForm(id: string): Promise<Form> {
  return apiSend('post', `${FORMS_API_PATHS.forms}/${encodeURIComponent(id)}/${FORM_SUBPATHS.duplicate}`, formSchema);
}

export function useDuplicateForm() {
  const queryClient = useQueryClient();
  return useMutation<Form, ApiRequestError, string>({
    mutationFn: duplicateForm,
    onSuccess: (copy) => {
      queryClient.setQueryData(formKeys.form(copy.id), copy);
      void queryClient.invalidateQueries({ queryKey: formKeys.lists });
    },
  });
}
