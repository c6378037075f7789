import { useState } from 'react';
import type { MediaKind, MediaListQuery } from 'shared-contracts';
import type { PageSize, SortOrder } from 'shared-ui';

/** SPEC §9: 50 a page, newest first by created_at; no filters. */
export const INITIAL_MEDIA_LIST_QUERY: MediaListQuery = {
  page: 1,
  limit: 50,
  sort_by: 'created_at',
  sort_order: 'desc',
  q: '',
  kind: '',
  tag: '',
};

/** The list query and its changes; any change but the page itself starts again from page 1. */
export function useMediaListQuery() {
  const [query, setQuery] = useState<MediaListQuery>(INITIAL_MEDIA_LIST_QUERY);
  return {
    query,
    setPage: (page: number) => setQuery((current) => ({ ...current, page })),
    setLimit: (limit: PageSize) => setQuery((current) => ({ ...current, limit, page: 1 })),
    setSortOrder: (sort_order: SortOrder) => setQuery((current) => ({ ...current, sort_order, page: 1 })),
    setSearch: (q: string) => setQuery((current) => ({ ...current, q, page: 1 })),
    setKind: (kind: MediaKind | '') => setQuery((current) => ({ ...current, kind, page: 1 })),
    setTag: (tag: string) => setQuery((current) => ({ ...current, tag, page: 1 })),
  };
}
