import { useListQuery } from 'shared-ui';
import type { ForbiddenEntryListQuery } from '../api/get-forbidden-entries';

/** SPEC §9: 50 a page, newest first by created_at. */
export const INITIAL_ENTRY_LIST_QUERY: ForbiddenEntryListQuery = {
  page: 1,
  limit: 50,
  sort_by: 'created_at',
  sort_order: 'desc',
  q: '',
};

/** The list query and its changes; any change but the page itself starts again from page 1. */
export function useEntryListQuery() {
  return useListQuery(INITIAL_ENTRY_LIST_QUERY);
}
