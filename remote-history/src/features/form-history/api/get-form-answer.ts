import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { HISTORY_API_PATHS, formAnswerDetailSchema, type FormAnswerDetail } from 'shared-contracts';
import { formAnswerKeys } from './query-keys';

/** GET form-answers/:id: one answer with every field of its version, labelled as answered. */
export function useFormAnswer(id: string) {
  return useQuery<FormAnswerDetail, ApiRequestError>({
    queryKey: formAnswerKeys.detail(id),
    queryFn: () => apiGet(HISTORY_API_PATHS.formAnswer(id), formAnswerDetailSchema),
    // A missing answer stays missing: no retry of a 404.
    retry: (failures, error) => error.status !== 404 && failures < 2,
  });
}
