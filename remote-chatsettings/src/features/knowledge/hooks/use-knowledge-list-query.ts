import type { KnowledgeItemListQuery, KnowledgeItemStatus, KnowledgeItemType } from 'shared-contracts';
import { useListQuery } from 'shared-ui';

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

/** The list query and its changes, with the knowledge list's own filters by status and type. */
export function useKnowledgeListQuery() {
  const list = useListQuery(INITIAL_KNOWLEDGE_LIST_QUERY);
  return {
    ...list,
    setStatus: (status: KnowledgeItemStatus | '') => list.refine({ status }),
    setType: (type: KnowledgeItemType | '') => list.refine({ type }),
  };
}
