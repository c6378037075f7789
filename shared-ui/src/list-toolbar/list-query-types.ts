import type { PAGE_SIZES, SORT_ORDER } from 'shared-contracts';

export type PageSize = (typeof PAGE_SIZES)[number];
export type SortOrder = (typeof SORT_ORDER)[number];

export interface FilterOption<V extends string = string> {
  value: V;
  label: string;
}

/**
 * SPEC §3 and §9: a list opens at page 1, 50 a page, newest first by created_at (the API's own
 * defaults, shared-contracts' listQuerySchema). Each list's first query spreads these and adds its
 * search and filters.
 */
export const LIST_QUERY_DEFAULTS: { page: number; limit: PageSize; sort_by: 'created_at'; sort_order: SortOrder } = {
  page: 1,
  limit: 50,
  sort_by: 'created_at',
  sort_order: 'desc',
};
