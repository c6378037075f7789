import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, apiSendNoContent, type ApiRequestError } from 'shared-auth';
import {
  KNOWLEDGE_API_PATHS,
  phrasingProposalListSchema,
  type PhrasingProposalList,
  teachKnowledgeResponseSchema,
  type TeachKnowledgeResponse,
} from 'shared-contracts';
import { knowledgeKeys } from './query-keys';

const proposalsKey = [...knowledgeKeys.root, 'phrasing-proposals'] as const;
const proposalPath = (id: string, action: 'confirm' | 'reject') => `${KNOWLEDGE_API_PATHS.phrasingProposals}/${encodeURIComponent(id)}/${action}`;

/** The words visitors typed before choosing a Q&A among the もしかして… candidates, waiting for the owner. */
export function usePhrasingProposals() {
  return useQuery<PhrasingProposalList, ApiRequestError>({
    queryKey: proposalsKey,
    queryFn: () => apiGet(KNOWLEDGE_API_PATHS.phrasingProposals, phrasingProposalListSchema),
  });
}

/** Adds the words to the Q&A's 言い換え (re-indexed before it answers); the lists and the item refresh. */
export function useConfirmPhrasingProposal() {
  const queryClient = useQueryClient();
  return useMutation<TeachKnowledgeResponse, ApiRequestError, string>({
    mutationFn: (id) => apiSend('post', proposalPath(id, 'confirm'), teachKnowledgeResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.root }),
  });
}

export function useRejectPhrasingProposal() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => apiSendNoContent('post', proposalPath(id, 'reject')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proposalsKey }),
  });
}
