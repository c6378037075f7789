import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { FORMS_API_PATHS, formSchema, type Form, type FormRequest } from 'shared-contracts';
import { formKeys } from './query-keys';

export interface UpdateFormVariables {
  id: string;
  request: FormRequest;
}

/** Saves the form as its next version. */
export async function updateForm({ id, request }: UpdateFormVariables): Promise<Form> {
  try {
    return formSchema.parse(await httpClient.put(`${FORMS_API_PATHS.forms}/${encodeURIComponent(id)}`, { json: request }).json());
  } catch (error) {
    throw await toApiRequestError(error);
  }
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
