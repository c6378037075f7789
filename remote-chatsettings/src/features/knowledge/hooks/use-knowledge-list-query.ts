import { useState } from 'react';
import type { KnowledgeItemListQuery, KnowledgeItemStatus, KnowledgeItemType } from 'shared-contracts';
import type { PageSize, SortOrder } from 'shared-ui';

/** SPEC §9: 50 a page, newest first by created_at. */
export const INITIAL_KNOWLEDGE_LIST_QUERY: KnowledgeItemListQuery = {
  page: 1,
  limit: 50,
  sort_by: 'created_at',
  sort_order: 'desc',
  q: '',
  status: '',
  type: '',
};

/** The list query and its changes; any change but the page itself starts again from page 1. */
export function useKnowledgeListQuery() {
  const [query, setQuery] = useState<KnowledgeItemListQuery>(INITIAL_KNOWLEDGE_LIST_QUERY);
  return {
    query,
    setPage: (page: number) => setQuery((current) => ({ ...current, page })),
    setLimit: (limit: PageSize) => setQuery((current) => ({ ...current, limit, page: 1 })),
    setSortOrder: (sort_order: SortOrder) => setQuery((current) => ({ ...current, sort_order, page: 1 })),
    setSearch: (q: string) => setQuery((current) => ({ ...current, q, page: 1 })),
    setStatus: (status: KnowledgeItemStatus | '') => setQuery((current) => ({ ...current, status, page: 1 })),
    setType: (type: KnowledgeItemType | '') => setQuery((current) => ({ ...current, type, page: 1 })),
  };
}
