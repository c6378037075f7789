import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { FORMS_API_PATHS, formListResponseSchema, type FormListQuery, type FormListResponse } from 'shared-contracts';
import { formKeys } from './query-keys';

export function searchParamsOf(query: FormListQuery): Record<string, string | number> {
  return {
    page: query.page,
    limit: query.limit,
    sort_by: query.sort_by,
    sort_order: query.sort_order,
    ...(query.q === '' ? {} : { q: query.q }),
  };
}

export async function getForms(query: FormListQuery): Promise<FormListResponse> {
  try {
    const body = await httpClient.get(FORMS_API_PATHS.forms, { searchParams: searchParamsOf(query) }).json();
    return formListResponseSchema.parse(body);
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useForms(query: FormListQuery) {
  return useQuery<FormListResponse, ApiRequestError>({
    queryKey: formKeys.list(query),
    queryFn: () => getForms(query),
    // The rows stay while the next page or order loads, so the table does not collapse and jump.
    placeholderData: keepPreviousData,
  });
}
