import type { FormListQuery } from 'shared-contracts';
import { LIST_QUERY_DEFAULTS, useListQuery } from 'shared-ui';

/** SPEC §9: 50 a page, newest first by created_at. */
export const INITIAL_FORM_LIST_QUERY: FormListQuery = { ...LIST_QUERY_DEFAULTS, q: '' };

/** The list query and its changes; any change but the page itself starts again from page 1. */
export function useFormListQuery() {
  return useListQuery(INITIAL_FORM_LIST_QUERY);
}
