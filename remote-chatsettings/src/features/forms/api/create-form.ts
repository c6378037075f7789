import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { FORMS_API_PATHS, formSchema, type Form, type FormRequest } from 'shared-contracts';
import { formKeys } from './query-keys';

export async function createForm(request: FormRequest): Promise<Form> {
  try {
    return formSchema.parse(await httpClient.post(FORMS_API_PATHS.forms, { json: request }).json());
  } catch (error) {
    throw await toApiRequestError(error);
  }
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
