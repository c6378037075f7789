import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import { FORMS_API_PATHS, formSchema, type Form, type FormRequest } from 'shared-contracts';
import { formKeys } from './query-keys';

export interface UpdateFormVariables {
  id: string;
  request: FormRequest;
}

/** Saves the form as its next version. */
export async function updateForm({ id, request }: UpdateFormVariables): Promise<Form> {
  return apiSend('put', `${FORMS_API_PATHS.forms}/${encodeURIComponent(id)}`, formSchema, { json: request });
}

export function useUpdateForm() {
  const queryClient = useQueryClient();
  return useMutation<Form, ApiRequestError, UpdateFormVariables>({
    mutationFn: updateForm,
    onSuccess: (saved) => {
      queryClient.setQueryData(formKeys.form(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: formKeys.lists });
    },
  });
}
