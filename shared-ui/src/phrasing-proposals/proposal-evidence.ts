import { PHRASING_PROPOSAL_STRONG_VISITORS, type PhrasingProposal } from 'shared-contracts';

/**
 * Whether a proposed phrasing stands on enough visitors' choices to be offered as the thing to do
 * (言い換えに追加 as the primary button): at least PHRASING_PROPOSAL_STRONG_VISITORS different visitors
 * asked these words and chose the Q&A. One visitor's choice may be a mistake, so the owner is asked
 * to read the conversation first.
 */
export function isStrongProposal(proposal: Pick<PhrasingProposal, 'visitor_count'>): boolean {
  return proposal.visitor_count >= PHRASING_PROPOSAL_STRONG_VISITORS;
}

/** One conversation's transcript in 会話履歴 (remote-history), for links from any section. */
export const conversationTranscriptPath = (conversationId: string) => `/conversationhistory/${encodeURIComponent(conversationId)}`;
