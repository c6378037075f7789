import { randomUUID } from 'node:crypto';
import type { AnswerEngine } from 'shared-contracts';
import { loadAgentContext } from './agent-context';
import type { AgentDeps } from './agent-deps';
import { decideAnswer } from './decide-answer';
import { normaliseForMatch } from './normalise';
import { guardRules } from './run-turn';
import { sendAnswer } from './send-answer';
import { fixedMessageImage, renderFixedMessage } from './steps/fixed-message';
import { normaliseInput } from './steps/normalise-input';
import { resolveQuickReply } from './steps/quick-reply-step';

export interface AnswerPreview {
  engine: AnswerEngine;
  /** The knowledge item the answer came from (a Q&A pair or a passage), else null. */
  knowledgeItemId: string | null;
  /** The text as the visitor would be sent it (through the output guard). */
  text: string;
  /** The knowledge item ids of the candidate questions of an unsure answer (knowledge_candidates), else empty. */
  candidates: string[];
}

/**
 * What the agent would answer a visitor typing `question` now, decided by the runtime's own steps
 * (decideAnswer: forbidden words, quick reply labels, form keywords, retrieval and the built-in
 * responder) and sent through the output guard, with nothing stored. Two things differ from a
 * visitor's turn: business hours are left out (the owner asks what the knowledge answers, whatever
 * the hour), and an LLM engine is not called: the built-in responder says whether the knowledge
 * answers the question (an LLM is handed the same passages). Used by the console's teach dialog.
 */
export async function previewAnswer(deps: AgentDeps, agentId: string, question: string): Promise<AnswerPreview> {
  const now = (deps.clock ?? (() => new Date()))();
  const typed = normaliseInput(question);
  const loaded = await loadAgentContext(deps.db, agentId, randomUUID(), randomUUID());
  const context = {
    ...loaded,
    detailAi: { ...loaded.detailAi, engine: { type: 'builtin' as const } },
    fixed: { ...loaded.fixed, business_hours: { ...loaded.fixed.business_hours, enabled: false } },
  };
  const quickReply = resolveQuickReply(context.quickReplies, { key: typed.key }, normaliseForMatch);
  const fixed = (kind: Parameters<typeof renderFixedMessage>[1]) => renderFixedMessage(context.fixed, kind, context.basic, null, now);
  const rules = guardRules(context);
  const answer = await decideAnswer(deps, context, {
    conversationId: randomUUID(),
    typedText: typed.text,
    // An unknown pressed id cannot happen here: only typed text is previewed.
    quickReply: quickReply.kind === 'unknown' ? { kind: 'none' } : quickReply,
    now,
    fixed,
    speculative: null,
    rules,
  });
  const sending = sendAnswer({
    answer,
    rules,
    maxAnswerChars: context.detailAi.max_answer_chars,
    started: performance.now(),
    errorMessage: () => fixed('error'),
    errorImageMediaId: fixedMessageImage(context.fixed, 'error'),
  });
  let step = await sending.next();
  while (!step.done) step = await sending.next();
  return {
    engine: step.value.engine,
    knowledgeItemId: answer.knowledgeItemId ?? null,
    text: step.value.text,
    candidates: answer.candidates.map((c) => c.item_id),
  };
}
