import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, apiSendNoContent, type ApiRequestError } from 'shared-auth';
import {
  KNOWLEDGE_API_PATHS,
  phrasingProposalListSchema,
  type PhrasingProposalList,
  teachKnowledgeResponseSchema,
  type TeachKnowledgeResponse,
} from 'shared-contracts';
import { conversationKeys } from './query-keys';

const proposalPath = (id: string, action: 'confirm' | 'reject') => `${KNOWLEDGE_API_PATHS.phrasingProposals}/${encodeURIComponent(id)}/${action}`;

/** The open proposed phrasings whose latest press was in this conversation (issue #15: beside it in 会話履歴). */
export function useConversationPhrasingProposals(conversationId: string) {
  return useQuery<PhrasingProposalList, ApiRequestError>({
    queryKey: conversationKeys.phrasingProposals(conversationId),
    queryFn: () => apiGet(KNOWLEDGE_API_PATHS.phrasingProposals, phrasingProposalListSchema, { conversation_id: conversationId }),
  });
}

/** Confirming adds the words to the Q&A's 言い換え; rejecting closes the proposal for good. Either way the list reads afresh. */
export function useDecidePhrasingProposal(conversationId: string) {
  const queryClient = useQueryClient();
  const settled = () => void queryClient.invalidateQueries({ queryKey: conversationKeys.phrasingProposals(conversationId) });
  const confirm = useMutation<TeachKnowledgeResponse, ApiRequestError, string>({
    mutationFn: (id) => apiSend('post', proposalPath(id, 'confirm'), teachKnowledgeResponseSchema),
    onSettled: settled,
  });
  const reject = useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => apiSendNoContent('post', proposalPath(id, 'reject')),
    onSettled: settled,
  });
  return { confirm, reject };
}
