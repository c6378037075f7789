import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { KNOWLEDGE_API_PATHS, knowledgeItemSchema, type KnowledgeItem } from 'shared-contracts';
import { PROCESSING_REFETCH_MS, knowledgeKeys } from './query-keys';

export function knowledgeItemPath(id: string): string {
  return `${KNOWLEDGE_API_PATHS.items}/${encodeURIComponent(id)}`;
}

export async function getKnowledgeItem(id: string): Promise<KnowledgeItem> {
  return apiGet(knowledgeItemPath(id), knowledgeItemSchema);
}

/** The item the editor shows; nothing is asked for while registering (id undefined). */
export function useKnowledgeItem(id: string | undefined) {
  return useQuery<KnowledgeItem, ApiRequestError>({
    queryKey: knowledgeKeys.item(id ?? ''),
    queryFn: () => getKnowledgeItem(id ?? ''),
    enabled: id !== undefined,
    refetchInterval: (current) => (current.state.data?.status === 'processing' ? PROCESSING_REFETCH_MS : false),
  });
}
