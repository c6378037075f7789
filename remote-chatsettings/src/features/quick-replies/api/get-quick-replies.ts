import { useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, quickReplyListResponseSchema, type QuickReply } from 'shared-contracts';
import { quickReplyKeys } from './query-keys';

/** The whole set, in the owner's order (the API sorts by sort_order). */
export async function getQuickReplies(): Promise<QuickReply[]> {
  try {
    const body = await httpClient.get(CHATSETTINGS_API_PATHS.quickReplies).json();
    return quickReplyListResponseSchema.parse(body).data;
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useQuickReplies() {
  return useQuery<QuickReply[], ApiRequestError>({ queryKey: quickReplyKeys.list, queryFn: getQuickReplies });
}
