import type { KnowledgeItemListQuery, KnowledgeItemStatus, KnowledgeItemType } from 'shared-contracts';
import { LIST_QUERY_DEFAULTS, useListQuery } from 'shared-ui';

/** SPEC §9: 50 a page, newest first by created_at. */
export const INITIAL_KNOWLEDGE_LIST_QUERY: KnowledgeItemListQuery = {
  ...LIST_QUERY_DEFAULTS,
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
