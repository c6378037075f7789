import type { PAGE_SIZES, SORT_BY, SORT_ORDER } from './list-query';

/** SPEC §9: the page-size options of every list, in the order they are offered. */
export const PAGE_SIZE_LABELS: Record<(typeof PAGE_SIZES)[number], string> = {
  50: '50件表示',
  100: '100件表示',
  500: '500件表示',
};

/** SPEC §9: desc is newest first, the default. */
export const SORT_ORDER_LABELS: Record<(typeof SORT_ORDER)[number], string> = {
  desc: '新しい順',
  asc: '古い順',
};

export const SORT_BY_LABELS: Record<(typeof SORT_BY)[number], string> = {
  created_at: '作成日時',
  updated_at: '更新日時',
};
