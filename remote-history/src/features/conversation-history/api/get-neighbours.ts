import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiQuery, type ApiRequestError } from 'shared-auth';
import { HISTORY_API_PATHS, conversationNeighboursSchema, type ConversationNeighbours } from 'shared-contracts';
import { conversationKeys } from './query-keys';

export async function getNeighbours(id: string, query: ApiQuery): Promise<ConversationNeighbours> {
  return apiGet(HISTORY_API_PATHS.neighbours(id), conversationNeighboursSchema, query);
}

/** The conversations before and after this one in the list the owner came from (same filters, same order). */
export function useNeighbours(id: string, query: ApiQuery, enabled: boolean) {
  return useQuery<ConversationNeighbours, ApiRequestError>({
    queryKey: conversationKeys.neighbours(id, query),
    queryFn: () => getNeighbours(id, query),
    enabled,
    placeholderData: keepPreviousData,
  });
}
