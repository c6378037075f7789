import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiQuery, type ApiRequestError } from 'shared-auth';
import { HISTORY_API_PATHS, conversationListResponseSchema, type ConversationListResponse } from 'shared-contracts';
import { conversationKeys } from './query-keys';

export async function getConversations(query: ApiQuery): Promise<ConversationListResponse> {
  return apiGet(HISTORY_API_PATHS.conversations, conversationListResponseSchema, query);
}

/** One page of the list; off while the contract refuses the query (its messages are at the fields). */
export function useConversations(query: ApiQuery, enabled: boolean) {
  return useQuery<ConversationListResponse, ApiRequestError>({
    queryKey: conversationKeys.list(query),
    queryFn: () => getConversations(query),
    enabled,
    // The rows stay while the next page or filter loads, so the table does not collapse and jump.
    placeholderData: keepPreviousData,
  });
}
