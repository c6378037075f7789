import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import {
  HISTORY_API_PATHS,
  formAnswerColumnsResponseSchema,
  formAnswerFormListResponseSchema,
  formAnswerStatsSchema,
  type FormAnswerColumnsResponse,
  type FormAnswerFormListResponse,
  type FormAnswerStats,
} from 'shared-contracts';
import { formAnswerKeys } from './query-keys';

/** GET form-answers/forms: the picker, each form with its answer count. */
export function useFormAnswerForms() {
  return useQuery<FormAnswerFormListResponse, ApiRequestError>({
    queryKey: formAnswerKeys.forms,
    queryFn: () => apiGet(HISTORY_API_PATHS.formAnswerForms, formAnswerFormListResponseSchema),
  });
}

/** GET form-answers/forms/:id: the chosen form's columns across its versions, and its versions. */
export function useFormAnswerColumns(formId: string) {
  return useQuery<FormAnswerColumnsResponse, ApiRequestError>({
    queryKey: formAnswerKeys.columns(formId),
    queryFn: () => apiGet(HISTORY_API_PATHS.formAnswerForm(formId), formAnswerColumnsResponseSchema),
    enabled: formId !== '',
  });
}

/** GET form-answers/forms/:id/stats: 送信率 of the chosen form in the chosen period. */
export function useFormAnswerStats(formId: string, query: Record<string, string>, enabled: boolean) {
  return useQuery<FormAnswerStats, ApiRequestError>({
    queryKey: formAnswerKeys.stats(formId, query),
    queryFn: () => apiGet(HISTORY_API_PATHS.formAnswerStats(formId), formAnswerStatsSchema, query),
    enabled: enabled && formId !== '',
  });
}
