import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import {
  KNOWLEDGE_API_PATHS,
  knowledgeItemListResponseSchema,
  type KnowledgeItemListQuery,
  type KnowledgeItemListResponse,
} from 'shared-contracts';
import { PROCESSING_REFETCH_MS, knowledgeKeys } from './query-keys';

export async function getKnowledgeItems(query: KnowledgeItemListQuery): Promise<KnowledgeItemListResponse> {
  return apiGet(KNOWLEDGE_API_PATHS.items, knowledgeItemListResponseSchema, query);
}

export function useKnowledgeItems(query: KnowledgeItemListQuery) {
  return useQuery<KnowledgeItemListResponse, ApiRequestError>({
    queryKey: knowledgeKeys.list(query),
    queryFn: () => getKnowledgeItems(query),
    placeholderData: keepPreviousData,
    // Polls only while something on the page is being indexed; a settled list is asked for once.
    refetchInterval: (current) => (current.state.data?.data.some((item) => item.status === 'processing') ? PROCESSING_REFETCH_MS : false),
  });
}
