import { useState } from 'react';
import type { ListToolbarProps } from './ListToolbar';
import type { PageSize, SortOrder } from './list-query-types';

/** What every paged, searchable list query of SPEC §3 and §9 holds. */
export interface PagedSearchQuery {
  page: number;
  limit: PageSize;
  sort_order: SortOrder;
  q: string;
}

export type ListToolbarQueryProps = Pick<ListToolbarProps, 'limit' | 'onLimitChange' | 'sortOrder' | 'onSortOrderChange' | 'search' | 'onSearchChange'>;

export interface ListQueryControls<Q extends PagedSearchQuery> {
  query: Q;
  setPage(page: number): void;
  /** Any change but the page itself starts again from page 1. */
  refine(change: Partial<Omit<Q, 'page'>>): void;
  /** The toolbar's page size, order and search, read from and written to the query. */
  toolbar: ListToolbarQueryProps;
}

/** A list's query as state, starting from `initial`, with the changes the toolbar and pagination make. */
export function useListQuery<Q extends PagedSearchQuery>(initial: Q): ListQueryControls<Q> {
  const [query, setQuery] = useState<Q>(initial);
  return {
    query,
    setPage: (page) => setQuery((current) => ({ ...current, page })),
    refine: (change) => setQuery((current) => ({ ...current, ...change, page: 1 })),
    toolbar: {
      limit: query.limit,
      onLimitChange: (limit) => setQuery((current) => ({ ...current, limit, page: 1 })),
      sortOrder: query.sort_order,
      onSortOrderChange: (sort_order) => setQuery((current) => ({ ...current, sort_order, page: 1 })),
      search: query.q,
      onSearchChange: (q) => setQuery((current) => ({ ...current, q, page: 1 })),
    },
  };
}
