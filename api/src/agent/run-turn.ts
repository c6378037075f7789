import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type FixedMessageImageKind, KNOWLEDGE_PASSAGES_MAX, type WidgetMessage } from 'shared-contracts';
import type { Database } from '../db/database';
import { type KnowledgeContent, knowledgeItems, type MessageEngine, type MessageSource } from '../db/schema';
import { retrieve, type RetrievedPassage } from '../knowledge';
import { createConversationsRepository } from '../repositories/conversations-repository';
import { createForbiddenWordMatcher, normaliseForMatch } from '../runtime/normalise';
import { createUrlMatcher } from '../runtime/url-pattern';
import type { DialTarget, HostLookup } from '../lib/safe-fetch';
import type { SecretBox } from '../security/secret-box';
import { secretContext } from '../chatsettings/settings-document';
import { type AgentContext, loadAgentContext } from './agent-context';
import { agentLabels, ownWords, type OwnWords } from './labels';
import { buildPrompt } from './llm/build-prompt';
import { createGuardedFetch } from './llm/guarded-fetch';
import { LlmFailure } from './llm/llm-failure';
import { selectModel } from './llm/select-model';
import { streamAnswer } from './llm/stream-answer';
import { isWithinBusinessHours } from './steps/business-hours';
import { builtinAnswer, type QaContent } from './steps/builtin-responder';
import { cutAnswer } from './steps/cut-answer';
import { pickEmotion } from './steps/emotion';
import { renderFixedMessage, renderMessage } from './steps/fixed-message';
import { findForbiddenInput } from './steps/forbidden-input';
import { findFormTrigger } from './steps/form-trigger';
import { normaliseInput } from './steps/normalise-input';
import { createOutputGuard, type OutputGuardRules } from './steps/output-guard';
import { quickRepliesAfterAnswer, resolveQuickReply } from './steps/quick-reply-step';
import { type MessageToStore, storeMessages } from './store-messages';
import { messageImages } from './message-images';
import { loadMessageForms, toWidgetMessage } from './widget-message';

export interface AgentDeps {
  db: Database;
  /** The API's public address (the app's publicApiUrl): pictures in answers are loaded from it. */
  publicApiUrl: string;
  /** Opens the stored LLM API key. */
  secretBox: SecretBox;
  /** The Anthropic API's address without /v1 (the app's anthropicBaseUrl). */
  anthropicBaseUrl?: string;
  /**
   * Whether an LLM base URL may be on loopback or a private network: pass the app's
   * allowPrivateNetworkTargets (ALLOW_PRIVATE_NETWORK_TARGETS, for a self-hosted Ollama or vLLM), the
   * one switch of every URL an owner types. Default false; link-local and metadata addresses are
   * refused whatever this says.
   */
  allowPrivateNetworkTargets?: boolean;
  /** Name resolution for that check (the app's outboundHttp.lookup; tests and e2e). */
  lookup?: HostLookup;
  /** Where a checked address is really dialled (the app's outboundHttp.dial; tests and e2e only). */
  dial?: (checked: DialTarget) => DialTarget;
  clock?: () => Date;
  /** For a whole LLM answer. */
  llmTimeoutMs?: number;
}

export interface TurnInput {
  agentId: string;
  conversationId: string;
  visitorId: string;
  text?: string;
  quickReplyId?: string;
  pageUrl?: string;
  now?: Date;
}

export type TurnEvent =
  | { type: 'visitor'; id: string; text: string }
  | { type: 'start'; messageId: string }
  /** Already through the output guard. */
  | { type: 'delta'; text: string }
  /** As stored. */
  | { type: 'done'; message: WidgetMessage };

/** Why a turn was refused before anything was stored; the public API answers 404 (or 400 for 'empty'). */
export class TurnRefusedError extends Error {
  constructor(readonly code: 'not_found' | 'quick_reply_not_found' | 'empty') {
    super(code);
    this.name = 'TurnRefusedError';
  }
}

const DEFAULT_ANTHROPIC_BASE_URL = 'https://api.anthropic.com';

// One guarded fetch per deps (the public route keeps one for the app's life): its connection pool
// keeps provider connections alive between turns, sparing a TLS handshake before each first token.
const llmFetches = new WeakMap<AgentDeps, typeof fetch>();

function llmFetchOf(deps: AgentDeps): typeof fetch {
  let guarded = llmFetches.get(deps);
  if (!guarded) {
    guarded = createGuardedFetch({ allowPrivateNetworkTargets: deps.allowPrivateNetworkTargets ?? false, lookup: deps.lookup, dial: deps.dial });
    llmFetches.set(deps, guarded);
  }
  return guarded;
}
const DEFAULT_LLM_TIMEOUT_MS = 30_000;
/** The built-in responder's text leaves in pieces of about this many characters, as a model's would. */
const BUILTIN_CHUNK = 16;
/** Retrieval reads at least this many passages for the built-in responder to choose from. */
const BUILTIN_TOP_K_MIN = 3;

interface Answer {
  engine: MessageEngine;
  rule: string;
  /** The answer's text: whole (sent in pieces), or as a provider streams it. */
  pieces: AsyncIterable<string> | string[];
  sources: MessageSource[];
  quickReplies: { id: string; label: string }[];
  form: { id: string; version: number } | null;
  links: { url: string; title: string }[];
  qaEmotion: string | null;
  model: string | null;
  retrievalMs: number | null;
  /** Answers that are the owner's words as written are cut only by the guard. */
  cut: boolean;
  /** The media library picture the owner attached to those words (a fixed reply, a fixed message). */
  imageMediaId: string | null;
}

type Retrieval = { passages: RetrievedPassage[]; ms: number } | { error: unknown; ms: number };

const EMPTY_MESSAGE = {
  emotion: null,
  engine: null,
  rule: null,
  sources: [],
  quickReplies: [],
  form: null,
  links: [],
  images: [],
  model: null,
  timing: null,
} satisfies Partial<MessageToStore>;

function chunks(text: string): string[] {
  const characters = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < characters.length; i += BUILTIN_CHUNK) out.push(characters.slice(i, i + BUILTIN_CHUNK).join(''));
  return out;
}

function toSource(passage: RetrievedPassage, cited: boolean): MessageSource {
  return { item_id: passage.itemId, title: passage.itemTitle, heading: passage.heading || null, text: passage.text, score: passage.score, cited };
}

function guardRules(context: AgentContext): OutputGuardRules {
  return {
    words: createForbiddenWordMatcher(context.forbiddenWords),
    longestWord: context.forbiddenWords.reduce((max, w) => Math.max(max, Array.from(normaliseForMatch(w.value)).length), 0),
    urls: createUrlMatcher(context.forbiddenUrls),
  };
}

async function qaContentOf(db: Database, agentId: string, itemId: string): Promise<QaContent | null> {
  const [row] = await db
    .select({ content: knowledgeItems.content })
    .from(knowledgeItems)
    .where(and(eq(knowledgeItems.agentId, agentId), eq(knowledgeItems.id, itemId)))
    .limit(1);
  const content: KnowledgeContent | undefined = row?.content;
  return content?.type === 'qa' ? content : null;
}

/**
 * One visitor message through the pipeline of DESIGN §6: normalise → forbidden words → quick
 * replies → business hours → form triggers → retrieval → answer (built-in responder or LLM) →
 * output guard (on the stream) → emotion → persist. Yields the stored visitor message's id, the
 * answer's id, the guarded text as it is written, and the stored answer. Provider failures become
 * the owner's error message (engine llm_error); a foreign conversation is TurnRefusedError before
 * anything is stored.
 */
export async function* runTurn(deps: AgentDeps, input: TurnInput, signal?: AbortSignal): AsyncGenerator<TurnEvent, void, undefined> {
  const started = performance.now();
  const clock = deps.clock ?? (() => new Date());
  const now = input.now ?? clock();
  const typed = input.text === undefined ? null : normaliseInput(input.text);
  if (input.quickReplyId === undefined && (typed === null || typed.text === '')) throw new TurnRefusedError('empty');

  // Retrieval for the typed question starts with the settings read, not after it: on a pool the two
  // run side by side, which is most of the time to the first token. Thrown away when an earlier step answers.
  const speculative = input.quickReplyId === undefined && typed ? startRetrieval(deps.db, input.agentId, typed.text) : null;
  const context = await loadAgentContext(deps.db, input.agentId, input.visitorId, input.conversationId);
  if (!context.exists || !context.conversationFound) throw new TurnRefusedError('not_found');
  const quickReply = resolveQuickReply(context.quickReplies, { quickReplyId: input.quickReplyId, key: typed?.key ?? '' }, normaliseForMatch);
  if (quickReply.kind === 'unknown') throw new TurnRefusedError('quick_reply_not_found');

  const scope = { agentId: input.agentId, conversationId: input.conversationId, visitorId: input.visitorId };
  const visitorText = quickReply.kind !== 'none' && input.quickReplyId !== undefined ? quickReply.quickReply.label : (typed?.text ?? '');
  const visitorRow: MessageToStore = { ...EMPTY_MESSAGE, id: randomUUID(), role: 'visitor', text: visitorText, createdAt: now };
  // The visitor's message is written with the answer (one statement after the text has gone out),
  // or before an LLM is called, whose answer takes seconds; if the turn is abandoned, on the way out.
  let visitorStored = false;
  const storeVisitor = async () => {
    if (visitorStored) return;
    visitorStored = true;
    if ((await storeMessages(deps.db, scope, [visitorRow])) === 0) throw new TurnRefusedError('not_found');
  };
  let answered = false;
  try {
    yield { type: 'visitor', id: visitorRow.id, text: visitorRow.text };

    const messageId = randomUUID();
    yield { type: 'start', messageId };

    const fixed = (kind: Parameters<typeof renderFixedMessage>[1]) => renderFixedMessage(context.fixed, kind, context.basic, context.visitorName, now);
    const afterAnswer = quickRepliesAfterAnswer(context.quickReplies, context.chatUi.show_quick_replies);
    const base = { sources: [], quickReplies: afterAnswer, form: null, links: [], qaEmotion: null, model: null, retrievalMs: null, cut: false, imageMediaId: null };

    const rules = guardRules(context);
    const answer = await decide(deps, context, input, { visitorText, quickReply, typedText: typed?.text ?? null, now, fixed, base, signal, speculative, rules });
    if (answer.engine === 'llm') await storeVisitor();

    const guard = createOutputGuard(rules);
    let firstTokenMs: number | null = null;
    let engine = answer.engine;
    let rule = answer.rule;
    let written = 0;
    const max = context.detailAi.max_answer_chars;
    try {
      // Fixed texts leave in pieces like an answer being written, so the widget draws every answer alike.
      const pieces = Array.isArray(answer.pieces) ? answer.pieces.flatMap(chunks) : answer.pieces;
      for await (const piece of pieces) {
        if (answer.cut && written >= max) break;
        const safe = guard.push(piece);
        written += Array.from(piece).length;
        if (safe !== '') {
          firstTokenMs ??= performance.now() - started;
          yield { type: 'delta', text: safe };
        }
      }
    } catch (error) {
      if (!(error instanceof LlmFailure)) throw error;
      engine = 'llm_error';
      rule = agentLabels.rule.llmError(error.reason);
    }
    let text: string;
    if (engine === 'llm_error') {
      const errorGuard = createOutputGuard(rules);
      errorGuard.push(fixed('error'));
      errorGuard.end();
      text = errorGuard.text;
      if (firstTokenMs === null && text !== '') {
        firstTokenMs = performance.now() - started;
        yield { type: 'delta', text };
      }
    } else {
      const rest = guard.end();
      if (rest !== '') {
        firstTokenMs ??= performance.now() - started;
        yield { type: 'delta', text: rest };
      }
      text = answer.cut ? cutAnswer(guard.text, max) : guard.text;
    }

    const agentRow: MessageToStore = {
      id: messageId,
      role: 'agent',
      text,
      emotion: pickEmotion(context.emotions, { visitor: visitorText, answer: text }, engine === 'knowledge_qa' ? answer.qaEmotion : null),
      engine,
      rule,
      sources: answer.sources,
      quickReplies: answer.quickReplies,
      form: answer.form,
      links: answer.links,
      images: await messageImages(deps.db, deps.publicApiUrl, input.agentId, engine === 'llm_error' ? fixedImage(context, 'error') : answer.imageMediaId),
      model: answer.model,
      timing: {
        total_ms: round(performance.now() - started),
        retrieval_ms: answer.retrievalMs === null ? null : round(answer.retrievalMs),
        first_token_ms: firstTokenMs === null ? null : round(firstTokenMs),
      },
      // Strictly after the question, so the two keep their order whatever the clock says.
      createdAt: new Date(Math.max(clock().getTime(), now.getTime() + 1)),
    };
    const rows = visitorStored ? [agentRow] : [visitorRow, agentRow];
    visitorStored = true;
    answered = true;
    if ((await storeMessages(deps.db, scope, rows)) !== rows.length) throw new TurnRefusedError('not_found');
    const forms = await loadMessageForms(deps.db, input.agentId, [agentRow]);
    yield { type: 'done', message: toWidgetMessage({ ...agentRow, agentId: input.agentId, conversationId: input.conversationId, feedback: null }, forms) };
  } finally {
    // A visitor who left mid-answer still asked the question: keep it in the history.
    if (!answered && !visitorStored) await storeVisitor().catch(() => undefined);
  }
}

function startRetrieval(db: Database, agentId: string, question: string): Promise<Retrieval> {
  const startedAt = performance.now();
  return retrieve(db, agentId, question, { topK: KNOWLEDGE_PASSAGES_MAX }).then(
    (passages) => ({ passages, ms: performance.now() - startedAt }),
    (error: unknown) => ({ error, ms: performance.now() - startedAt }),
  );
}

/** The stored key, or null when there is none or it no longer opens (ENCRYPTION_KEY changed): the provider then refuses, and the owner sees why in the trace. */
/** The runtime's own sentences in the agent's language and persona tone. */
function ownWordsOf(context: AgentContext): OwnWords {
  return ownWords[context.basic.language][context.basic.persona.tone];
}

function openApiKey(secretBox: SecretBox, context: AgentContext): string | null {
  if (!context.sealedApiKey) return null;
  try {
    return secretBox.open(context.sealedApiKey, secretContext(context.agentId, 'detail_ai'));
  } catch {
    return null;
  }
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}

interface DecideInput {
  visitorText: string;
  typedText: string | null;
  quickReply: ReturnType<typeof resolveQuickReply>;
  now: Date;
  fixed(kind: 'greeting' | 'fallback' | 'forbidden_refusal' | 'error' | 'outside_hours'): string;
  base: Omit<Answer, 'engine' | 'rule' | 'pieces'>;
  signal?: AbortSignal;
  speculative: Promise<Retrieval> | null;
  rules: OutputGuardRules;
}

/**
 * The fallback message with the quick replies offered after answers and, when the owner lets the
 * agent offer a form (by_agent), the first such form: a question the knowledge cannot answer is
 * what a contact form is for.
 */
function fallback(context: AgentContext, base: DecideInput['base'], d: DecideInput, extra: Partial<Answer>): Answer {
  const form = context.forms.find((f) => f.byAgent);
  return {
    ...base,
    ...extra,
    engine: 'fallback',
    rule: form ? agentLabels.rule.fallbackWithForm(form.name) : agentLabels.rule.fallback,
    pieces: [d.fixed('fallback')],
    form: form ? { id: form.id, version: form.version } : null,
    imageMediaId: fixedImage(context, 'fallback'),
  };
}

/** The picture attached to a fixed message; documents saved before pictures existed have none. */
function fixedImage(context: AgentContext, kind: FixedMessageImageKind): string | null {
  return context.fixed.images[kind] ?? null;
}

/** The answer's source, by the first step of the pipeline that decides it. */
async function decide(deps: AgentDeps, context: AgentContext, input: TurnInput, d: DecideInput): Promise<Answer> {
  const { quickReply, base } = d;
  const question = quickReply.kind === 'send_text' ? quickReply.text : (d.typedText ?? '');

  const forbidden = findForbiddenInput(d.rules.words, quickReply.kind === 'none' || quickReply.kind === 'send_text' ? question : '');
  if (forbidden) {
    return {
      ...base,
      engine: 'forbidden_word',
      rule: agentLabels.rule.forbiddenWord(forbidden.word),
      pieces: [d.fixed('forbidden_refusal')],
      imageMediaId: fixedImage(context, 'forbidden_refusal'),
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
      imageMediaId: fixedImage(context, 'outside_hours'),
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
  const model = selectModel(detailAi.engine, {
    apiKey: openApiKey(deps.secretBox, context),
    anthropicBaseUrl: deps.anthropicBaseUrl ?? DEFAULT_ANTHROPIC_BASE_URL,
    fetchImpl: llmFetchOf(deps),
  });
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
      imageMediaId: fixedImage(context, 'error'),
    };
  }
  const passages = retrieval.passages.slice(0, topK);
  const retrievalMs = retrieval.ms;
  const cite = (used: RetrievedPassage | null) => passages.map((p) => toSource(p, detailAi.citations && used !== null && p.itemId === used.itemId));

  if (!model) {
    const builtin = await builtinAnswer({
      question,
      passages,
      qaContent: (itemId) => qaContentOf(deps.db, context.agentId, itemId),
      maxAnswerChars: detailAi.max_answer_chars,
      words: ownWordsOf(context),
    });
    if (builtin.engine === 'fallback') {
      return fallback(context, base, d, { sources: cite(null), retrievalMs });
    }
    return {
      ...base,
      engine: builtin.engine,
      rule: builtin.engine === 'knowledge_qa' ? agentLabels.rule.knowledgeQa(builtin.passage.itemTitle) : agentLabels.rule.knowledgePassages(builtin.passage.itemTitle),
      pieces: [builtin.text],
      sources: cite(builtin.passage),
      qaEmotion: builtin.engine === 'knowledge_qa' ? builtin.emotion : null,
      retrievalMs,
    };
  }

  if (passages.length === 0 && detailAi.answer_only_from_knowledge) {
    return fallback(context, base, d, { retrievalMs });
  }
  const memory =
    detailAi.memory_turns > 0
      ? // Read before this turn's question is stored: the earlier exchanges only.
        (await createConversationsRepository(deps.db).recentMessages(context.agentId, input.conversationId, detailAi.memory_turns * 2))
          .filter((m) => m.text !== '')
          .map((m) => ({ role: m.role, text: m.text }))
      : [];
  const prompt = buildPrompt({ basic: context.basic, detailAi, visitorName: context.visitorName, passages, memory, question });
  return {
    ...base,
    engine: 'llm',
    rule: agentLabels.rule.llm(model.label),
    pieces: streamAnswer({
      model: model.model,
      system: prompt.system,
      messages: prompt.messages,
      temperature: detailAi.temperature,
      maxAnswerChars: detailAi.max_answer_chars,
      timeoutMs: deps.llmTimeoutMs ?? DEFAULT_LLM_TIMEOUT_MS,
      signal: d.signal,
    }),
    sources: passages.map((p) => toSource(p, detailAi.citations)),
    model: model.label,
    retrievalMs,
    cut: true,
  };
}
