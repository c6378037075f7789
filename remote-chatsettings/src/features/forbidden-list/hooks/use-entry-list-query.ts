import { LIST_QUERY_DEFAULTS, useListQuery } from 'shared-ui';
import type { ForbiddenEntryListQuery } from '../api/get-forbidden-entries';

/** SPEC §9: 50 a page, newest first by created_at. */
export const INITIAL_ENTRY_LIST_QUERY: ForbiddenEntryListQuery = {
  ...LIST_QUERY_DEFAULTS,
  q: '',
};

/** The list query and its changes; any change but the page itself starts again from page 1. */
export function useEntryListQuery() {
  return useListQuery(INITIAL_ENTRY_LIST_QUERY);
}
