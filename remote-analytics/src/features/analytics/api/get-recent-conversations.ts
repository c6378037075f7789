import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { HISTORY_API_PATHS, conversationListResponseSchema, type ConversationListResponse } from 'shared-contracts';
import { analyticsKeys } from './query-keys';

/** 会話履歴's list as it opens (page 1 of 50, newest first, every period): the dashboard shows its top rows. */
export const RECENT_CONVERSATIONS_QUERY = { page: 1, limit: 50, sort_by: 'created_at', sort_order: 'desc' } as const;

export async function getRecentConversations(): Promise<ConversationListResponse> {
  return apiGet(HISTORY_API_PATHS.conversations, conversationListResponseSchema, { ...RECENT_CONVERSATIONS_QUERY });
}

export function useRecentConversations() {
  return useQuery<ConversationListResponse, ApiRequestError>({ queryKey: analyticsKeys.recentConversations, queryFn: getRecentConversations });
}
