import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { CHAT_TEST_API_PATHS, messageTraceSchema, type MessageTrace } from 'shared-contracts';
import { chatTestKeys } from './query-keys';

/** How one answer of the test chat was made. */
export async function getMessageTrace(messageId: string): Promise<MessageTrace> {
  return apiGet(CHAT_TEST_API_PATHS.messageTrace(messageId), messageTraceSchema);
}

/** A finished answer's trace never changes. */
export function useMessageTrace(messageId: string) {
  return useQuery<MessageTrace, ApiRequestError>({
    queryKey: chatTestKeys.trace(messageId),
    queryFn: () => getMessageTrace(messageId),
    staleTime: Infinity,
  });
}
