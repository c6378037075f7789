import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { HISTORY_API_PATHS, conversationTranscriptSchema, type ConversationTranscript } from 'shared-contracts';
import { conversationKeys } from './query-keys';

export async function getConversation(id: string): Promise<ConversationTranscript> {
  return apiGet(HISTORY_API_PATHS.conversation(id), conversationTranscriptSchema);
}

/** The conversation as the visitor saw it, with how each answer was made. */
export function useConversation(id: string) {
  return useQuery<ConversationTranscript, ApiRequestError>({ queryKey: conversationKeys.detail(id), queryFn: () => getConversation(id) });
}
