import { useState } from 'react';
import type { LoginTypeFilter, VisitorAccountListQuery } from 'shared-contracts';
import type { PageSize, SortOrder } from 'shared-ui';

/** SPEC §9: 50 a page, newest first by created_at, every login type. */
export const INITIAL_VISITOR_ACCOUNT_QUERY: VisitorAccountListQuery = {
  page: 1,
  limit: 50,
  sort_by: 'created_at',
  sort_order: 'desc',
  login_type: '',
  q: '',
};

/** The list query and its changes; any change but the page itself starts again from page 1. */
export function useVisitorAccountQuery() {
  const [query, setQuery] = useState<VisitorAccountListQuery>(INITIAL_VISITOR_ACCOUNT_QUERY);
  return {
    query,
    setPage: (page: number) => setQuery((current) => ({ ...current, page })),
    setLimit: (limit: PageSize) => setQuery((current) => ({ ...current, limit, page: 1 })),
    setSortOrder: (sort_order: SortOrder) => setQuery((current) => ({ ...current, sort_order, page: 1 })),
    setSearch: (q: string) => setQuery((current) => ({ ...current, q, page: 1 })),
    setLoginType: (login_type: LoginTypeFilter) => setQuery((current) => ({ ...current, login_type, page: 1 })),
  };
}
