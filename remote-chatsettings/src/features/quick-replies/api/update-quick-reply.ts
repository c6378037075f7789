import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, quickReplySchema, type QuickReply, type QuickReplyUpdateRequest } from 'shared-contracts';
import { quickReplyKeys } from './query-keys';

export interface UpdateQuickReplyVariables {
  id: string;
  request: QuickReplyUpdateRequest;
}

export async function updateQuickReply({ id, request }: UpdateQuickReplyVariables): Promise<QuickReply> {
  return apiSend('put', `${CHATSETTINGS_API_PATHS.quickReplies}/${encodeURIComponent(id)}`, quickReplySchema, { json: request });
}

const replace = (saved: QuickReply) => (list: QuickReply[] | undefined) =>
  list?.map((reply) => (reply.id === saved.id ? saved : reply));

/** The edit dialog: the answer replaces the reply in the list. */
export function useUpdateQuickReply() {
  const queryClient = useQueryClient();
  return useMutation<QuickReply, ApiRequestError, UpdateQuickReplyVariables>({
    mutationFn: updateQuickReply,
    onSuccess: (saved) => queryClient.setQueryData<QuickReply[]>(quickReplyKeys.list, replace(saved)),
  });
}

export interface ToggleQuickReplyVariables {
  reply: QuickReply;
  enabled: boolean;
}

type Snapshot = { previous: QuickReply[] | undefined };

/**
 * The on/off switch in the list: the switch moves at once and the whole reply is saved with it
 * (PUT replaces one whole); a refusal puts the switch back.
 */
export function useToggleQuickReply() {
  const queryClient = useQueryClient();
  const setEnabled = (id: string, enabled: boolean) =>
    queryClient.setQueryData<QuickReply[]>(quickReplyKeys.list, (list) =>
      list?.map((reply) => (reply.id === id ? { ...reply, enabled } : reply)),
    );
  return useMutation<QuickReply, ApiRequestError, ToggleQuickReplyVariables, Snapshot>({
    mutationFn: ({ reply, enabled }) =>
      updateQuickReply({
        id: reply.id,
        request: { label: reply.label, action: reply.action, placement: reply.placement, enabled },
      }),
    onMutate: async ({ reply, enabled }) => {
      await queryClient.cancelQueries({ queryKey: quickReplyKeys.list });
      const previous = queryClient.getQueryData<QuickReply[]>(quickReplyKeys.list);
      setEnabled(reply.id, enabled);
      return { previous };
    },
    onError: (_error, _variables, snapshot) => {
      if (snapshot) queryClient.setQueryData(quickReplyKeys.list, snapshot.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData<QuickReply[]>(quickReplyKeys.list, replace(saved)),
  });
}
