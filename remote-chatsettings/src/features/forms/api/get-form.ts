import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { FORMS_API_PATHS, formSchema, type Form } from 'shared-contracts';
import { formKeys } from './query-keys';

export async function getForm(id: string): Promise<Form> {
  return apiGet(`${FORMS_API_PATHS.forms}/${encodeURIComponent(id)}`, formSchema);
}

/** The form the builder edits; nothing is asked for while registering a new one (id undefined). */
export function useForm(id: string | undefined) {
  return useQuery<Form, ApiRequestError>({
    queryKey: formKeys.form(id ?? ''),
    queryFn: () => getForm(id ?? ''),
    enabled: id !== undefined,
  });
}
