import {
  knowledgeItemCreateRequestSchema,
  QA_ALTERNATIVES_MAX,
  qaAlternativesSchema,
  TEACH_DUPLICATE_MESSAGES,
  type TeachCheckResponse,
  type TeachKnowledgeResponse,
  type teachKnowledgeRequestSchema,
} from 'shared-contracts';
import type { z } from 'zod';
import type { KnowledgeContent, KnowledgeItemRow } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import { messages } from '../../errors/messages';
import { validationError } from '../../errors/validation-error';
import { type AgentDeps, previewAnswer } from '../agent';
import { questionKeyOf } from '../analytics/question-key';
import type { AuthenticatedOwner } from '../auth/authenticated-owner';
import { writtenItemValues } from '../knowledge/items/item-values';
import { knowledgeMessages } from '../knowledge/messages';
import type { Repositories } from '../repositories';

export type TeachRequest = z.output<typeof teachKnowledgeRequestSchema>;

export interface TeachDeps {
  repositories: Pick<Repositories, 'knowledgeItems' | 'conversations' | 'taughtQuestions' | 'analytics'>;
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
 * The Q&A a new Q&A for this question would duplicate: one that holds the question already, or the
 * one the runtime answers it with now (its sure Q&A answer). null when a new Q&A is wanted.
 */
export async function checkTeach(deps: Pick<TeachDeps, 'repositories' | 'agent'>, agentId: string, question: string): Promise<TeachCheckResponse> {
  const same = await deps.repositories.taughtQuestions.sameQuestionQa(agentId, question);
  if (same) return { duplicate: { item_id: same.itemId, title: same.title, reason: 'same_question' } };
  const preview = await previewAnswer(deps.agent, agentId, question);
  if (preview.engine === 'knowledge_qa' && preview.knowledgeItemId) {
    const item = await deps.repositories.knowledgeItems.find(agentId, preview.knowledgeItemId);
    if (item) return { duplicate: { item_id: item.id, title: item.title, reason: 'answered' } };
  }
  return { duplicate: null };
}

/** How far back the teach dialog looks for other unanswered questions the new Q&A now answers. */
export const ALSO_ANSWERS_DAYS = 30;
/** How many of the most missed groups it asks the runtime about. */
export const ALSO_ANSWERS_GROUPS = 20;

/**
 * The other 未回答の質問 of the last 30 days that the runtime now answers with this item (its sure
 * Q&A answer), each then recorded as taught by it (covered): the effect of one teach.
 */
async function alsoAnswered(deps: TeachDeps, agentId: string, itemId: string, taughtKey: string | null, now: Date): Promise<TeachKnowledgeResponse['also_answers']> {
  const from = new Date(now.getTime() - ALSO_ANSWERS_DAYS * 86_400_000);
  const groups = await deps.repositories.analytics.questions(agentId, from, now, 'unanswered', ALSO_ANSWERS_GROUPS + 1);
  const found: TeachKnowledgeResponse['also_answers'] = [];
  for (const group of groups) {
    if (group.key === taughtKey || group.unanswered + Math.max(group.unsure - group.unsure_pressed, 0) === 0) continue;
    const text = group.text ?? group.key;
    const preview = await previewAnswer(deps.agent, agentId, text);
    if (preview.engine !== 'knowledge_qa' || preview.knowledgeItemId !== itemId) continue;
    await deps.repositories.taughtQuestions.record(agentId, { key: group.key, question: text, itemId, messageId: group.message_id, how: 'covered' });
    found.push({ text, count: group.count });
  }
  return found;
}

/**
 * POST knowledge-items/teach: a question the agent missed becomes a new Q&A (made as POST
 * knowledge-items makes one; refused with 409 when a Q&A already holds or answers the question,
 * checkTeach) or one more phrasing of an existing Q&A; the question's group is recorded as taught
 * (it leaves 未回答の質問); then, once the item is re-indexed (a bounded wait), the runtime itself
 * says what it now answers the question (previewAnswer): `answered` when that is this Q&A's answer,
 * and which other recent unanswered questions it now answers too.
 */
export async function teachKnowledge(deps: TeachDeps, owner: AuthenticatedOwner, request: TeachRequest): Promise<TeachKnowledgeResponse> {
  let messageKey: string | null = null;
  if (request.message_id !== undefined) {
    const message = await deps.repositories.conversations.findMessage(owner.agentId, request.message_id);
    if (!message || message.role !== 'visitor') throw new ApiError(404, 'not_found', knowledgeMessages.teachMessageNotFound);
    messageKey = message.questionKey;
  }
  let item: KnowledgeItemRow;
  if (request.mode === 'new_qa') {
    const written = knowledgeItemCreateRequestSchema.parse({ type: 'qa', question: request.question, answer: request.answer });
    const { duplicate } = await checkTeach(deps, owner.agentId, request.question);
    if (duplicate) {
      const message = TEACH_DUPLICATE_MESSAGES[duplicate.reason](duplicate.title);
      throw new ApiError(409, 'duplicate', message, {}, { question: message });
    }
    item = await deps.repositories.knowledgeItems.create(owner, writtenItemValues(written));
  } else {
    item = await appendPhrasing(deps, owner, request.item_id, request.question);
  }
  // The group the console showed (the message's, when taught from one; the owner may have reworded the question).
  const key = messageKey ?? questionKeyOf(request.question);
  if (key !== null) {
    await deps.repositories.taughtQuestions.record(owner.agentId, {
      key,
      question: request.question,
      itemId: item.id,
      messageId: request.message_id ?? null,
      how: request.mode,
    });
  }
  deps.kickIndexing();
  await settled(deps, owner.agentId, item.id);
  const preview = await previewAnswer(deps.agent, owner.agentId, request.question);
  const answered = preview.engine === 'knowledge_qa' && preview.knowledgeItemId === item.id;
  return {
    item_id: item.id,
    answered,
    answer_preview: preview.text,
    also_answers: answered ? await alsoAnswered(deps, owner.agentId, item.id, key, new Date()) : [],
  };
}
