import type { FormListQuery } from 'shared-contracts';
import { useListQuery } from 'shared-ui';

/** SPEC §9: 50 a page, newest first by created_at. */
export const INITIAL_FORM_LIST_QUERY: FormListQuery = { page: 1, limit: 50, sort_by: 'created_at', sort_order: 'desc', q: '' };

/** The list query and its changes; any change but the page itself starts again from page 1. */
export function useFormListQuery() {
  return useListQuery(INITIAL_FORM_LIST_QUERY);
}
