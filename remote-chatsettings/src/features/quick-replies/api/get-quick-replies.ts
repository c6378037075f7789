import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, quickReplyListResponseSchema, type QuickReply } from 'shared-contracts';
import { quickReplyKeys } from './query-keys';

/** The whole set, in the owner's order (the API sorts by sort_order). */
export async function getQuickReplies(): Promise<QuickReply[]> {
  return (await apiGet(CHATSETTINGS_API_PATHS.quickReplies, quickReplyListResponseSchema)).data;
}

export function useQuickReplies() {
  return useQuery<QuickReply[], ApiRequestError>({ queryKey: quickReplyKeys.list, queryFn: getQuickReplies });
}
