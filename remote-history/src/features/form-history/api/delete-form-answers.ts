import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, apiSendNoContent, type ApiRequestError } from 'shared-auth';
import { HISTORY_API_PATHS, formAnswerBulkDeleteResponseSchema, formAnswerCountResponseSchema, type FormAnswerBulkDeleteResponse } from 'shared-contracts';
import { formAnswerKeys } from './query-keys';

/** GET form-answers/count?<filters>: the exact number the bulk deletion asks the owner to confirm. */
export async function countFormAnswers(filters: Record<string, string>): Promise<number> {
  const { count } = await apiGet(HISTORY_API_PATHS.formAnswerCount, formAnswerCountResponseSchema, filters);
  return count;
}

/** The count, read afresh each time the confirmation opens (never from an old cache). */
export function useFormAnswerCount(filters: Record<string, string>) {
  return useQuery<number, ApiRequestError>({
    queryKey: formAnswerKeys.count(filters),
    queryFn: () => countFormAnswers(filters),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

export interface BulkDeletion {
  filters: Record<string, string>;
  /** The count the owner confirmed; the API refuses (409) when it is no longer the count. */
  confirmCount: number;
}

/**
 * The answers gone leave the cache; the lists, the picker's counts and 送信率 read afresh.
 */
function useForgetDeleted() {
  const queryClient = useQueryClient();
  return (id: string | null) => {
    if (id === null) queryClient.removeQueries({ queryKey: formAnswerKeys.details });
    else queryClient.removeQueries({ queryKey: formAnswerKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: formAnswerKeys.lists });
    void queryClient.invalidateQueries({ queryKey: formAnswerKeys.forms });
    void queryClient.invalidateQueries({ queryKey: formAnswerKeys.allStats });
  };
}

/** DELETE form-answers/:id. */
export function useDeleteFormAnswer() {
  const forget = useForgetDeleted();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => apiSendNoContent('delete', HISTORY_API_PATHS.formAnswer(id)),
    onSuccess: (_data, id) => forget(id),
  });
}

/** DELETE form-answers?<filters>&confirm_count=N: every answer of the filtered set. */
export function useDeleteFormAnswers() {
  const forget = useForgetDeleted();
  return useMutation<FormAnswerBulkDeleteResponse, ApiRequestError, BulkDeletion>({
    mutationFn: ({ filters, confirmCount }) =>
      apiSend('delete', HISTORY_API_PATHS.formAnswers, formAnswerBulkDeleteResponseSchema, { query: { ...filters, confirm_count: confirmCount } }),
    onSuccess: () => forget(null),
  });
}
