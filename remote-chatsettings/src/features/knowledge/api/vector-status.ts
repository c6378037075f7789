import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { KNOWLEDGE_API_PATHS, type VectorStatus, vectorStatusSchema } from 'shared-contracts';
import { knowledgeKeys, PROCESSING_REFETCH_MS } from './query-keys';

/** How far the knowledge is embedded for 意味検索; asked again every 2 s while it is being written. */
export function useVectorStatus() {
  return useQuery<VectorStatus, ApiRequestError>({
    queryKey: [...knowledgeKeys.root, 'vector-status'],
    queryFn: () => apiGet(KNOWLEDGE_API_PATHS.vectorStatus, vectorStatusSchema),
    refetchInterval: (query) => (query.state.data?.state === 'building' || query.state.data?.state === 'loading' ? PROCESSING_REFETCH_MS : false),
  });
}
