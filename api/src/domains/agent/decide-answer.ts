import { type AnswerEngine, type FixedMessageKind, KNOWLEDGE_PASSAGES_MAX } from 'shared-contracts';
import type { Database } from '../../db/database';
import type { MessageCandidate, MessageSource } from '../../db/schema';
import { type RetrievedPassage, retrieveWithRarity, type TermHeld, type TermRarity } from '../knowledge';
import { repositoriesOf } from '../repositories';
import type { AgentContext } from './agent-context';
import type { AgentDeps } from './agent-deps';
import { agentLabels, ownWords, type OwnWords } from './labels';
import { llmModelOf, streamLlmAnswer } from './llm-turn';
import { isWithinBusinessHours } from './steps/business-hours';
import { builtinAnswer, type QaContent } from './steps/builtin-responder';
import { cutAnswer } from './steps/cut-answer';
import { fixedMessageImage, renderMessage } from './steps/fixed-message';
import { findForbiddenInput } from './steps/forbidden-input';
import { findFormTrigger } from './steps/form-trigger';
import type { OutputGuardRules } from './steps/output-guard';
import { quickRepliesAfterAnswer, type QuickReplyOutcome } from './steps/quick-reply-step';

/** Retrieval reads at least this many passages for the built-in responder to choose from. */
const BUILTIN_TOP_K_MIN = 3;

export interface Answer {
  engine: AnswerEngine;
  rule: string;
  /** The answer's text: whole (sent in pieces), or as a provider streams it. */
  pieces: AsyncIterable<string> | string[];
  sources: MessageSource[];
  quickReplies: { id: string; label: string }[];
  /** The likely Q&A questions of an unsure answer (engine knowledge_candidates), for the visitor to choose from. */
  candidates: MessageCandidate[];
  form: { id: string; version: number } | null;
  links: { url: string; title: string }[];
  qaEmotion: string | null;
  model: string | null;
  retrievalMs: number | null;
  /** Answers that are the owner's words as written are cut only by the guard. */
  cut: boolean;
  /** The media library picture the owner attached to those words (a fixed reply, a fixed message). */
  imageMediaId: string | null;
  /** The knowledge item the built-in responder answered from (its Q&A pair or passage). */
  knowledgeItemId?: string;
}

export type Retrieval = { passages: RetrievedPassage[]; rarity: TermRarity; holds: TermHeld; ms: number } | { error: unknown; ms: number };

/** A candidate question the visitor chose (もしかして…): the agent's Q&A item, read before the turn. */
export interface ChosenCandidate {
  itemId: string;
  title: string;
  content: QaContent;
}

export interface DecideInput {
  conversationId: string;
  typedText: string | null;
  quickReply: QuickReplyOutcome;
  /** The candidate pressed, in place of typed text or a quick reply; null otherwise. */
  candidate?: ChosenCandidate | null;
  now: Date;
  /** A fixed message of the owner's, its variables filled. */
  fixed(kind: FixedMessageKind): string;
  signal?: AbortSignal;
  /** Retrieval for the typed text, started before the settings were read. */
  speculative: Promise<Retrieval> | null;
  rules: OutputGuardRules;
}

type AnswerBase = Omit<Answer, 'engine' | 'rule' | 'pieces'>;

/** Retrieval that settles either way, timed, so a failing knowledge read becomes an answer and not a thrown turn. */
export function startRetrieval(db: Database, agentId: string, question: string): Promise<Retrieval> {
  const startedAt = performance.now();
  return retrieveWithRarity(db, agentId, question, { topK: KNOWLEDGE_PASSAGES_MAX }).then(
    ({ passages, rarity, holds }) => ({ passages, rarity, holds, ms: performance.now() - startedAt }),
    (error: unknown) => ({ error, ms: performance.now() - startedAt }),
  );
}

function toSource(passage: RetrievedPassage, cited: boolean, used: boolean): MessageSource {
  return {
    item_id: passage.itemId,
    title: passage.itemTitle,
    heading: passage.heading || null,
    text: passage.text,
    score: passage.score,
    ...(typeof passage.similarity === 'number' ? { similarity: passage.similarity } : {}),
    cited,
    used,
  };
}


/** The runtime's own sentences in the agent's language and persona tone. */
function ownWordsOf(context: AgentContext): OwnWords {
  return ownWords[context.basic.language][context.basic.persona.tone];
}

/**
 * The fallback message with the quick replies offered after answers and, when the owner lets the
 * agent offer a form (by_agent), the first such form: a question the knowledge cannot answer is
 * what a contact form is for.
 */
function fallback(context: AgentContext, base: AnswerBase, d: DecideInput, extra: Partial<Answer>): Answer {
  const form = context.forms.find((f) => f.byAgent);
  return {
    ...base,
    ...extra,
    engine: 'fallback',
    rule: form ? agentLabels.rule.fallbackWithForm(form.name) : agentLabels.rule.fallback,
    pieces: [d.fixed('fallback')],
    form: form ? { id: form.id, version: form.version } : null,
    imageMediaId: fixedMessageImage(context.fixed, 'fallback'),
  };
}

/**
 * The answer's source, by the first step of the pipeline that decides it: forbidden words →
 * quick replies → business hours → form triggers → retrieval → the built-in responder or the LLM.
 */
export async function decideAnswer(deps: AgentDeps, context: AgentContext, d: DecideInput): Promise<Answer> {
  const { quickReply } = d;
  const base: AnswerBase = {
    sources: [],
    quickReplies: quickRepliesAfterAnswer(context.quickReplies, context.chatUi.show_quick_replies),
    candidates: [],
    form: null,
    links: [],
    qaEmotion: null,
    model: null,
    retrievalMs: null,
    cut: false,
    imageMediaId: null,
  };
  const question = quickReply.kind === 'send_text' ? quickReply.text : (d.typedText ?? '');

  const forbidden = findForbiddenInput(d.rules.words, quickReply.kind === 'none' || quickReply.kind === 'send_text' ? question : '');
  if (forbidden) {
    return {
      ...base,
      engine: 'forbidden_word',
      rule: agentLabels.rule.forbiddenWord(forbidden.word),
      pieces: [d.fixed('forbidden_refusal')],
      imageMediaId: fixedMessageImage(context.fixed, 'forbidden_refusal'),
    };
  }

  // A candidate chosen from an unsure answer is answered as the Q&A it names, at any hour (the
  // question was asked when the list was offered), whatever the engine: the visitor chose the owner's words.
  if (d.candidate) {
    const { candidate } = d;
    return {
      ...base,
      engine: 'knowledge_qa',
      rule: agentLabels.rule.knowledgeQaChosen(candidate.title),
      pieces: [cutAnswer(candidate.content.answer, context.detailAi.max_answer_chars)],
      sources: [
        {
          item_id: candidate.itemId,
          title: candidate.title,
          heading: candidate.content.question,
          text: candidate.content.answer,
          score: 0,
          cited: context.detailAi.citations,
          used: true,
        },
      ],
      qaEmotion: candidate.content.emotion,
      knowledgeItemId: candidate.itemId,
    };
  }

  const variables = { agentName: context.basic.name, visitorName: context.visitorName, now: d.now, timeZone: context.fixed.business_hours.timezone };
  switch (quickReply.kind) {
    case 'fixed_reply':
      return {
        ...base,
        engine: 'quick_reply',
        rule: agentLabels.rule.quickReplyFixed(quickReply.quickReply.label),
        pieces: [renderMessage(quickReply.message, variables)],
        imageMediaId: quickReply.imageMediaId,
      };
    case 'open_link': {
      const allowed = d.rules.urls.match(quickReply.url) === null;
      return {
        ...base,
        engine: 'quick_reply',
        rule: agentLabels.rule.quickReplyLink(quickReply.quickReply.label),
        pieces: [ownWordsOf(context).linkOffer(quickReply.quickReply.label)],
        links: allowed ? [{ url: quickReply.url, title: quickReply.quickReply.label }] : [],
      };
    }
    case 'open_form': {
      const form = context.forms.find((f) => f.id === quickReply.formId);
      if (form) {
        return {
          ...base,
          engine: 'quick_reply',
          rule: agentLabels.rule.quickReplyForm(quickReply.quickReply.label),
          pieces: [ownWordsOf(context).formOffer(form.name)],
          form: { id: form.id, version: form.version },
        };
      }
      return fallback(context, base, d, {});
    }
    default:
      break;
  }

  if (!isWithinBusinessHours(context.fixed.business_hours, d.now)) {
    return {
      ...base,
      engine: 'business_hours',
      rule: agentLabels.rule.outsideHours,
      pieces: [d.fixed('outside_hours')],
      imageMediaId: fixedMessageImage(context.fixed, 'outside_hours'),
    };
  }

  const trigger = findFormTrigger(context.forms, question);
  if (trigger) {
    return {
      ...base,
      engine: 'form_trigger',
      rule: agentLabels.rule.formKeyword(trigger.keyword, trigger.form.name),
      pieces: [ownWordsOf(context).formOffer(trigger.form.name)],
      form: { id: trigger.form.id, version: trigger.form.version },
    };
  }

  const { detailAi } = context;
  const model = llmModelOf(deps, context);
  const topK = model ? detailAi.knowledge_passages : Math.max(detailAi.knowledge_passages, BUILTIN_TOP_K_MIN);
  const retrieval = d.speculative && question === d.typedText ? await d.speculative : await startRetrieval(deps.db, context.agentId, question);
  if ('error' in retrieval) {
    // The knowledge could not be read (the database failed): the owner's error message, not a stack.
    return {
      ...base,
      engine: 'fixed_message',
      rule: agentLabels.rule.fixedMessage('error'),
      pieces: [d.fixed('error')],
      retrievalMs: retrieval.ms,
      imageMediaId: fixedMessageImage(context.fixed, 'error'),
    };
  }
  const passages = retrieval.passages.slice(0, topK);
  const retrievalMs = retrieval.ms;
  const cite = (used: RetrievedPassage | null) =>
    passages.map((p) => {
      const stoodOn = used !== null && p.itemId === used.itemId;
      return toSource(p, detailAi.citations && stoodOn, stoodOn);
    });

  if (!model) {
    const builtin = await builtinAnswer({
      question,
      passages,
      qaContents: (itemIds) => repositoriesOf(deps.db).knowledgeItems.qaContentsOf(context.agentId, itemIds),
      rarity: retrieval.rarity,
      holds: retrieval.holds,
      maxAnswerChars: detailAi.max_answer_chars,
      words: ownWordsOf(context),
    });
    if (builtin.engine === 'fallback') {
      return fallback(context, base, d, { sources: cite(null), retrievalMs });
    }
    if (builtin.engine === 'knowledge_candidates') {
      return {
        ...base,
        engine: 'knowledge_candidates',
        rule: agentLabels.rule.knowledgeCandidates(builtin.candidates.length),
        pieces: [ownWordsOf(context).candidatesIntro],
        candidates: builtin.candidates.map((c) => ({ item_id: c.itemId, question: c.question })),
        sources: cite(null),
        retrievalMs,
      };
    }
    return {
      ...base,
      engine: builtin.engine,
      rule: builtin.engine === 'knowledge_qa' ? agentLabels.rule.knowledgeQa(builtin.passage.itemTitle) : agentLabels.rule.knowledgePassages(builtin.passage.itemTitle),
      pieces: [builtin.text],
      sources: cite(builtin.passage),
      qaEmotion: builtin.engine === 'knowledge_qa' ? builtin.emotion : null,
      retrievalMs,
      knowledgeItemId: builtin.passage.itemId,
    };
  }

  if (passages.length === 0 && detailAi.answer_only_from_knowledge) {
    return fallback(context, base, d, { retrievalMs });
  }
  return {
    ...base,
    engine: 'llm',
    rule: agentLabels.rule.llm(model.label),
    pieces: await streamLlmAnswer(deps, context, { model, conversationId: d.conversationId, question, passages, signal: d.signal }),
    sources: passages.map((p) => toSource(p, detailAi.citations, true)),
    model: model.label,
    retrievalMs,
    cut: true,
  };
}
