import { PHRASING_PROPOSAL_LABELS, PHRASING_PROPOSALS_LIST_MAX, type PhrasingProposalList, type PhrasingProposalListQuery, type TeachKnowledgeResponse } from 'shared-contracts';
import { ApiError } from '../../errors/api-error';
import type { AuthenticatedOwner } from '../auth/authenticated-owner';
import { type TeachDeps, teachKnowledge } from '../history/teach-knowledge';
import type { Repositories } from '../repositories';
import { phrasingKey } from './phrasing-proposals-repository';

type ProposalDeps = TeachDeps & { repositories: Pick<Repositories, 'knowledgeItems' | 'conversations' | 'phrasingProposals'> };

const notFound = () => new ApiError(404, 'not_found', PHRASING_PROPOSAL_LABELS.notFound);

/**
 * The open proposals, latest press first, each with its evidence (how many different visitors chose
 * the Q&A after these words). A proposal whose words the Q&A already holds (the owner added them by
 * hand, or taught them from 会話履歴) is closed as confirmed instead of shown.
 */
export async function listPhrasingProposals(
  repositories: Pick<Repositories, 'phrasingProposals'>,
  owner: AuthenticatedOwner,
  query: PhrasingProposalListQuery = {},
): Promise<PhrasingProposalList> {
  // Another owner's conversation id simply has none of this agent's proposals: the list is empty.
  const { rows, total } = await repositories.phrasingProposals.listOpen(owner.agentId, PHRASING_PROPOSALS_LIST_MAX, query.conversation_id);
  const items: PhrasingProposalList['items'] = [];
  let closed = 0;
  const open = [];
  for (const row of rows) {
    const key = phrasingKey(row.text);
    if ([row.itemQuestion, ...row.itemAlternatives].some((known) => phrasingKey(known) === key)) {
      if (await repositories.phrasingProposals.decide(owner.agentId, row.id, 'confirmed')) closed += 1;
      continue;
    }
    open.push(row);
  }
  const visitors = await repositories.phrasingProposals.visitorCounts(owner.agentId, open);
  for (const row of open) {
    items.push({
      id: row.id,
      item_id: row.itemId,
      item_question: row.itemQuestion,
      text: row.text,
      press_count: row.pressCount,
      // The proposal quotes a press still kept: at least its own visitor chose it.
      visitor_count: Math.max(1, visitors.get(row.id) ?? 0),
      pressed_at: row.pressedAt.toISOString(),
      conversation_id: row.conversationId,
      message_id: row.messageId,
    });
  }
  return { items, total: Math.max(total - closed, items.length) };
}

/**
 * Confirms a proposal: its words join the Q&A's alternatives as teach's add_phrasing adds them
 * (re-indexed, then the runtime asked what it answers now), and the proposal is closed. A Q&A that
 * already holds 20 alternatives refuses, and the proposal stays open.
 */
export async function confirmPhrasingProposal(deps: ProposalDeps, owner: AuthenticatedOwner, id: string): Promise<TeachKnowledgeResponse> {
  const proposal = await deps.repositories.phrasingProposals.findOpen(owner.agentId, id);
  if (!proposal) throw notFound();
  const taught = await teachKnowledge(deps, owner, { mode: 'add_phrasing', item_id: proposal.itemId, question: proposal.text, message_id: proposal.messageId });
  await deps.repositories.phrasingProposals.decide(owner.agentId, id, 'confirmed');
  return taught;
}

/** Rejects a proposal: it is not shown again, whoever asks the same words. */
export async function rejectPhrasingProposal(repositories: Pick<Repositories, 'phrasingProposals'>, owner: AuthenticatedOwner, id: string): Promise<void> {
  if (!(await repositories.phrasingProposals.decide(owner.agentId, id, 'rejected'))) throw notFound();
}
