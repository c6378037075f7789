import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import { FORMS_API_PATHS, formSchema, type Form, type FormRequest } from 'shared-contracts';
import { formKeys } from './query-keys';

export async function createForm(request: FormRequest): Promise<Form> {
  return apiSend('post', FORMS_API_PATHS.forms, formSchema, { json: request });
}

export function useCreateForm() {
  const queryClient = useQueryClient();
  return useMutation<Form, ApiRequestError, FormRequest>({
    mutationFn: createForm,
    onSuccess: (created) => {
      queryClient.setQueryData(formKeys.form(created.id), created);
      void queryClient.invalidateQueries({ queryKey: formKeys.lists });
    },
  });
}
