import { randomUUID } from 'node:crypto';
import type { WidgetMessage } from 'shared-contracts';
import { createForbiddenWordMatcher, normaliseForMatch } from './normalise';
import { createUrlMatcher } from 'shared-contracts/url-pattern';
import { type AgentContext, loadAgentContext } from './agent-context';
import type { AgentDeps } from './agent-deps';
import { type ChosenCandidate, decideAnswer, startRetrieval } from './decide-answer';
import { agentLabels } from './labels';
import { repositoriesOf } from '../repositories';
import { persistTurn } from './persist-turn';
import { sendAnswer } from './send-answer';
import { pickEmotion } from './steps/emotion';
import { fixedMessageImage, renderFixedMessage } from './steps/fixed-message';
import { normaliseInput } from './steps/normalise-input';
import type { OutputGuardRules } from './steps/output-guard';
import { resolveQuickReply } from './steps/quick-reply-step';
import { signInOfferOf } from './visitor-sign-in/sign-in-methods';
import { visitorOriginAllowed } from './public-access/origin-policy';

export type { AgentDeps } from './agent-deps';

export interface TurnInput {
  agentId: string;
  conversationId: string;
  visitorId: string;
  text?: string;
  quickReplyId?: string;
  /** The knowledge item id of a candidate question the visitor chose (もしかして…). */
  candidateItemId?: string;
  pageUrl?: string;
  now?: Date;
  /**
   * The widget's sign-in rule (the public route passes it): a visitor the owner asks to sign in
   * before chatting, who has not, is refused (sign_in_required) before anything is stored. Read
   * with the turn's context, so it costs no round trip of its own.
   */
  signIn?: { mailTransportOn: boolean };
  /**
   * The site the visitor's token was issued for (the public route passes it) and the console's
   * origins: a site the link settings no longer allow is refused (origin_not_allowed) before anything
   * is stored, with the settings the turn reads anyway.
   */
  site?: { origin: string | null; consoleOrigins: readonly string[] };
}

export type TurnEvent =
  | { type: 'visitor'; id: string; text: string }
  | { type: 'start'; messageId: string }
  /** Already through the output guard. */
  | { type: 'delta'; text: string }
  /** As stored. */
  | { type: 'done'; message: WidgetMessage };

/**
 * The reason a turn's signal is aborted with when the API stops before the answer was written
 * (plugins/app/answer-streams.ts): the turn is stored with the interrupted answer, not given up.
 */
export class AnswerInterrupted extends Error {
  constructor() {
    super('the API stopped before the answer was written');
    this.name = 'AnswerInterrupted';
  }
}

export function isInterrupted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true && signal.reason instanceof AnswerInterrupted;
}

/**
 * Why a turn was refused before anything was stored; the public API answers 404 (400 for 'empty'
 * and 'candidate_not_qa': a chosen candidate that is the agent's item but not a Q&A; 403 for
 * 'sign_in_required' and 'origin_not_allowed').
 */
export class TurnRefusedError extends Error {
  constructor(readonly code: 'not_found' | 'origin_not_allowed' | 'sign_in_required' | 'quick_reply_not_found' | 'candidate_not_found' | 'candidate_not_qa' | 'empty') {
    super(code);
    this.name = 'TurnRefusedError';
  }
}

/** The output guard's rules of an agent: its forbidden words and URLs. */
export function guardRules(context: AgentContext): OutputGuardRules {
  return {
    words: createForbiddenWordMatcher(context.forbiddenWords),
    longestWord: context.forbiddenWords.reduce((max, w) => Math.max(max, Array.from(normaliseForMatch(w.value)).length), 0),
    urls: createUrlMatcher(context.forbiddenUrls),
  };
}

/**
 * The candidate question a visitor chose: a Q&A item of this agent's, read with the settings.
 * Another agent's or an unknown id is not found; the agent's own item of another type is refused.
 */
async function chosenCandidate(deps: AgentDeps, agentId: string, itemId: string): Promise<ChosenCandidate> {
  const item = await repositoriesOf(deps.db).knowledgeItems.titledContentOf(agentId, itemId);
  if (!item) throw new TurnRefusedError('candidate_not_found');
  if (item.content.type !== 'qa') throw new TurnRefusedError('candidate_not_qa');
  return { itemId, title: item.title, content: item.content };
}

/**
 * One visitor message through the pipeline of docs/architecture.md §6: normalise → forbidden words → quick
 * replies → business hours → form triggers → retrieval → answer (built-in responder or LLM) →
 * output guard (on the stream) → emotion → persist. Yields the stored visitor message's id, the
 * answer's id, the guarded text as it is written, and the stored answer. Provider failures become
 * the owner's error message (engine llm_error); a foreign conversation is TurnRefusedError before
 * anything is stored. Aborted with AnswerInterrupted (the API is stopping), it stores the widget's
 * 中断 message as the answer (engine interrupted) instead of what was being written.
 */
export async function* runTurn(deps: AgentDeps, input: TurnInput, signal?: AbortSignal): AsyncGenerator<TurnEvent, void, undefined> {
  const started = performance.now();
  const clock = deps.clock ?? (() => new Date());
  const now = input.now ?? clock();
  const typed = input.text === undefined ? null : normaliseInput(input.text);
  const pressed = input.quickReplyId !== undefined || input.candidateItemId !== undefined;
  if (!pressed && (typed === null || typed.text === '')) throw new TurnRefusedError('empty');

  // Retrieval for the typed question starts with the settings read, not after it: on a pool the two
  // run side by side, which is most of the time to the first token. Thrown away when an earlier step answers.
  // A chosen candidate is read the same way (only then: a typed turn makes no extra round trip).
  const speculative = !pressed && typed ? startRetrieval(deps.db, input.agentId, typed.text) : null;
  const [context, candidate] = await Promise.all([
    loadAgentContext(deps.db, input.agentId, input.visitorId, input.conversationId),
    input.candidateItemId === undefined ? null : chosenCandidate(deps, input.agentId, input.candidateItemId),
  ]);
  if (!context.exists || !context.conversationFound) throw new TurnRefusedError('not_found');
  if (input.site && !visitorOriginAllowed(context.urlSettings, input.site.consoleOrigins, input.site.origin)) {
    throw new TurnRefusedError('origin_not_allowed');
  }
  if (input.signIn && !context.visitorSignedIn && signInOfferOf(context.signInSettings, input.signIn.mailTransportOn).required) {
    throw new TurnRefusedError('sign_in_required');
  }
  const quickReply = resolveQuickReply(context.quickReplies, { quickReplyId: input.quickReplyId, key: typed?.key ?? '' }, normaliseForMatch);
  if (quickReply.kind === 'unknown') throw new TurnRefusedError('quick_reply_not_found');

  const visitorText = candidate
    ? candidate.content.question
    : quickReply.kind !== 'none' && input.quickReplyId !== undefined
      ? quickReply.quickReply.label
      : (typed?.text ?? '');
  const record = persistTurn({
    db: deps.db,
    publicApiUrl: deps.publicApiUrl,
    scope: { agentId: input.agentId, conversationId: input.conversationId, visitorId: input.visitorId },
    visitorText,
    now,
    clock,
    started,
  });
  const messageId = randomUUID();
  let answered = false;
  try {
    yield { type: 'visitor', ...record.visitorMessage };
    yield { type: 'start', messageId };

    const fixed = (kind: Parameters<typeof renderFixedMessage>[1]) => renderFixedMessage(context.fixed, kind, context.basic, context.visitorName, now);
    const rules = guardRules(context);
    const answer = await decideAnswer(deps, context, {
      conversationId: input.conversationId,
      typedText: typed?.text ?? null,
      quickReply,
      candidate,
      now,
      fixed,
      signal,
      speculative,
      rules,
    });
    // The question goes in before an LLM is called, whose answer takes seconds.
    if (answer.engine === 'llm' && !(await record.storeVisitor())) throw new TurnRefusedError('not_found');

    const sent = yield* sendAnswer({
      answer,
      rules,
      maxAnswerChars: context.detailAi.max_answer_chars,
      started,
      errorMessage: () => fixed('error'),
      errorImageMediaId: fixedMessageImage(context.fixed, 'error'),
    });
    if (isInterrupted(signal)) return;
    const emotion = pickEmotion(context.emotions, { visitor: visitorText, answer: sent.text }, sent.engine === 'knowledge_qa' ? answer.qaEmotion : null);
    const message = await record.storeAnswer({ id: messageId, sent, emotion, decided: answer });
    if (!message) throw new TurnRefusedError('not_found');
    // Stored: a stop from here on leaves the answer as it is.
    answered = true;
    // The words the visitor typed before choosing this Q&A among the candidates: a phrasing for the owner to confirm.
    if (candidate) {
      const repositories = repositoriesOf(deps.db);
      await repositories.phrasingProposals.recordPress(input.agentId, input.conversationId, candidate.itemId);
      // And the もしかして answer it chose from counts as answered in 分析 (候補を選択).
      await repositories.analytics.recordCandidatePressed(input.agentId, input.conversationId, candidate.itemId, record.visitorMessage.id);
    }
    yield { type: 'done', message };
  } finally {
    // Stopped by the API's shutdown: the turn says so in the history. A visitor who left mid-answer
    // still asked the question: keep it.
    if (!answered && isInterrupted(signal)) await record.storeInterrupted(messageId, agentLabels.rule.interrupted);
    else await record.keepVisitor();
  }
}
