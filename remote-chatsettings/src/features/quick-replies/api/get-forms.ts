import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { FORMS_API_PATHS, formListResponseSchema, type FormSummary } from 'shared-contracts';
import { LIST_QUERY_DEFAULTS } from 'shared-ui';
import { quickReplyKeys } from './query-keys';

/** The largest page the list query allows: an owner's forms fit in it, and a picker needs no paging. */
const ALL_FORMS = 500;

/** The owner's forms, newest first, for the "open a form" action. */
export async function getForms(): Promise<FormSummary[]> {
  const { sort_by, sort_order } = LIST_QUERY_DEFAULTS;
  return (await apiGet(FORMS_API_PATHS.forms, formListResponseSchema, { limit: ALL_FORMS, sort_by, sort_order })).data;
}

export function useFormChoices() {
  return useQuery<FormSummary[], ApiRequestError>({ queryKey: quickReplyKeys.forms, queryFn: getForms });
}
