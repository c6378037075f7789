import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import {
  KNOWLEDGE_API_PATHS,
  knowledgeItemListResponseSchema,
  type KnowledgeItemListQuery,
  type KnowledgeItemListResponse,
} from 'shared-contracts';
import { PROCESSING_REFETCH_MS, knowledgeKeys } from './query-keys';

export function searchParamsOf(query: KnowledgeItemListQuery): Record<string, string | number> {
  return {
    page: query.page,
    limit: query.limit,
    sort_by: query.sort_by,
    sort_order: query.sort_order,
    ...(query.q === '' ? {} : { q: query.q }),
    ...(query.status === '' ? {} : { status: query.status }),
    ...(query.type === '' ? {} : { type: query.type }),
  };
}

export async function getKnowledgeItems(query: KnowledgeItemListQuery): Promise<KnowledgeItemListResponse> {
  try {
    const body = await httpClient.get(KNOWLEDGE_API_PATHS.items, { searchParams: searchParamsOf(query) }).json();
    return knowledgeItemListResponseSchema.parse(body);
  } catch (error) {
    throw await toApiRequestError(error);
  }
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
