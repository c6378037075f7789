import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiQuery, type ApiRequestError } from 'shared-auth';
import { HISTORY_API_PATHS, formAnswerListResponseSchema, type FormAnswerListResponse } from 'shared-contracts';
import { formAnswerKeys } from './query-keys';

export async function getFormAnswers(query: ApiQuery): Promise<FormAnswerListResponse> {
  return apiGet(HISTORY_API_PATHS.formAnswers, formAnswerListResponseSchema, query);
}

/** One page of answers; off while the contract refuses the query (its messages are at the fields). */
export function useFormAnswers(query: ApiQuery, enabled: boolean) {
  return useQuery<FormAnswerListResponse, ApiRequestError>({
    queryKey: formAnswerKeys.list(query),
    queryFn: () => getFormAnswers(query),
    enabled,
    // The rows stay while the next page or filter loads, so the table does not collapse and jump.
    placeholderData: keepPreviousData,
  });
}
