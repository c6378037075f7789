import {
  knowledgeItemCreateRequestSchema,
  QA_ALTERNATIVES_MAX,
  qaAlternativesSchema,
  type TeachKnowledgeResponse,
  type teachKnowledgeRequestSchema,
} from 'shared-contracts';
import type { z } from 'zod';
import type { KnowledgeContent, KnowledgeItemRow } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import { messages } from '../../errors/messages';
import { validationError } from '../../errors/validation-error';
import { type AgentDeps, previewAnswer } from '../agent';
import type { AuthenticatedOwner } from '../auth/authenticated-owner';
import { writtenItemValues } from '../knowledge/items/item-values';
import { knowledgeMessages } from '../knowledge/messages';
import type { Repositories } from '../repositories';

export type TeachRequest = z.output<typeof teachKnowledgeRequestSchema>;

export interface TeachDeps {
  repositories: Pick<Repositories, 'knowledgeItems' | 'conversations'>;
  agent: AgentDeps;
  /** Wakes this replica's indexing loop (app.knowledge.jobs.kick). */
  kickIndexing(): void;
  /** How long to wait for the item to be indexed before answering what the agent says meanwhile. */
  indexWaitMs: number;
  pollMs?: number;
}

/** Two tries of an owner saving the same Q&A at once; past that the caller reloads. */
const APPEND_ATTEMPTS = 3;

/** Phrasings compare as qaAlternativesSchema compares them: NFKC, lower case. */
const phrasingKey = (text: string) => text.normalize('NFKC').toLowerCase();

type QaContent = Extract<KnowledgeContent, { type: 'qa' }>;

/** The question as one more phrasing of the owner's Q&A, saved only over what was read (re-read and retried otherwise). */
async function appendPhrasing(deps: TeachDeps, owner: AuthenticatedOwner, itemId: string, question: string): Promise<KnowledgeItemRow> {
  const items = deps.repositories.knowledgeItems;
  for (let attempt = 0; attempt < APPEND_ATTEMPTS; attempt += 1) {
    const item = await items.find(owner.agentId, itemId);
    if (!item) throw new ApiError(404, 'not_found', knowledgeMessages.itemNotFound);
    if (item.content.type !== 'qa') throw validationError({ item_id: knowledgeMessages.teachNotQa });
    const content: QaContent = item.content;
    const key = phrasingKey(question);
    if ([content.question, ...content.alternatives].some((known) => phrasingKey(known) === key)) {
      throw validationError({ question: knowledgeMessages.teachPhrasingExists(question) });
    }
    if (content.alternatives.length >= QA_ALTERNATIVES_MAX) throw validationError({ question: knowledgeMessages.teachPhrasingsFull });
    const alternatives = qaAlternativesSchema.parse([...content.alternatives, question]);
    const values = writtenItemValues({ type: 'qa', question: content.question, alternatives, answer: content.answer, emotion: content.emotion });
    const row = await items.update(owner.agentId, item.id, 'qa', values, item.contentVersion);
    if (row) return row;
  }
  throw new ApiError(409, 'conflict', messages.conflict);
}

/** Polls until the item has left 処理中 (its new passages are published, or it failed) or the time is up. */
async function settled(deps: TeachDeps, agentId: string, itemId: string): Promise<void> {
  const deadline = Date.now() + deps.indexWaitMs;
  const pollMs = deps.pollMs ?? 50;
  for (;;) {
    const item = await deps.repositories.knowledgeItems.find(agentId, itemId);
    if (!item || item.status !== 'processing' || Date.now() >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/**
 * POST knowledge-items/teach: a question the agent missed becomes a new Q&A (made as POST
 * knowledge-items makes one) or one more phrasing of an existing Q&A; then, once the item is
 * re-indexed (a bounded wait), the runtime itself says what it now answers the question
 * (previewAnswer): `answered` when that is this Q&A's answer.
 */
export async function teachKnowledge(deps: TeachDeps, owner: AuthenticatedOwner, request: TeachRequest): Promise<TeachKnowledgeResponse> {
  if (request.message_id !== undefined) {
    const message = await deps.repositories.conversations.findMessage(owner.agentId, request.message_id);
    if (!message || message.role !== 'visitor') throw new ApiError(404, 'not_found', knowledgeMessages.teachMessageNotFound);
  }
  let item: KnowledgeItemRow;
  if (request.mode === 'new_qa') {
    const written = knowledgeItemCreateRequestSchema.parse({ type: 'qa', question: request.question, answer: request.answer });
    item = await deps.repositories.knowledgeItems.create(owner, writtenItemValues(written));
  } else {
    item = await appendPhrasing(deps, owner, request.item_id, request.question);
  }
  deps.kickIndexing();
  await settled(deps, owner.agentId, item.id);
  const preview = await previewAnswer(deps.agent, owner.agentId, request.question);
  return {
    item_id: item.id,
    answered: preview.engine === 'knowledge_qa' && preview.knowledgeItemId === item.id,
    answer_preview: preview.text,
  };
}
