import type { LoginTypeFilter, VisitorAccountListQuery } from 'shared-contracts';
import { LIST_QUERY_DEFAULTS, useListQuery } from 'shared-ui';

/** SPEC §9: 50 a page, newest first by created_at, every login type. */
export const INITIAL_VISITOR_ACCOUNT_QUERY: VisitorAccountListQuery = {
  ...LIST_QUERY_DEFAULTS,
  login_type: '',
  q: '',
};

/** The list query and its changes, with the account list's own filter by login type. */
export function useVisitorAccountQuery() {
  const list = useListQuery(INITIAL_VISITOR_ACCOUNT_QUERY);
  return {
    ...list,
    setLoginType: (login_type: LoginTypeFilter) => list.refine({ login_type }),
  };
}
