import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { FORMS_API_PATHS, formListResponseSchema, type FormListQuery, type FormListResponse } from 'shared-contracts';
import { formKeys } from './query-keys';

export async function getForms(query: FormListQuery): Promise<FormListResponse> {
  return apiGet(FORMS_API_PATHS.forms, formListResponseSchema, query);
}

export function useForms(query: FormListQuery) {
  return useQuery<FormListResponse, ApiRequestError>({
    queryKey: formKeys.list(query),
    queryFn: () => getForms(query),
    // The rows stay while the next page or order loads, so the table does not collapse and jump.
    placeholderData: keepPreviousData,
  });
}
