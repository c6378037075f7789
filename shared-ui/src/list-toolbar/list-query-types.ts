import type { PAGE_SIZES, SORT_ORDER } from 'shared-contracts';

export type PageSize = (typeof PAGE_SIZES)[number];
export type SortOrder = (typeof SORT_ORDER)[number];

export interface FilterOption<V extends string = string> {
  value: V;
  label: string;
}
