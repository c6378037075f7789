import type { RetrievedPassage } from '../knowledge';
import type { SecretBox } from '../../lib/security/secret-box';
import { secretContext } from '../chatsettings/settings-document';
import type { AgentContext } from './agent-context';
import type { AgentDeps } from './agent-deps';
import { buildPrompt } from './llm/build-prompt';
import { createGuardedFetch } from './llm/guarded-fetch';
import { type ModelChoice, selectModel } from './llm/select-model';
import { streamAnswer } from './llm/stream-answer';
import { repositoriesOf } from '../repositories';

const DEFAULT_ANTHROPIC_BASE_URL = 'https://api.anthropic.com';
const DEFAULT_LLM_TIMEOUT_MS = 30_000;

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

/** The stored key, or null when there is none or it no longer opens (ENCRYPTION_KEY changed): the provider then refuses, and the owner sees why in the trace. */
function openApiKey(secretBox: SecretBox, context: AgentContext): string | null {
  if (!context.sealedApiKey) return null;
  try {
    return secretBox.open(context.sealedApiKey, secretContext(context.agentId, 'detail_ai'));
  } catch {
    return null;
  }
}

/** The owner's LLM, or null when the built-in responder answers (its engine, or Anthropic without a key). */
export function llmModelOf(deps: AgentDeps, context: AgentContext): ModelChoice | null {
  return selectModel(context.detailAi.engine, {
    apiKey: openApiKey(deps.secretBox, context),
    anthropicBaseUrl: deps.anthropicBaseUrl ?? DEFAULT_ANTHROPIC_BASE_URL,
    fetchImpl: llmFetchOf(deps),
  });
}

export interface LlmTurnInput {
  model: ModelChoice;
  conversationId: string;
  question: string;
  passages: readonly RetrievedPassage[];
  signal?: AbortSignal;
}

/**
 * The answer as the provider writes it: the prompt (persona, the owner's instructions, the
 * passages, the memory turns, the question) through the owner's model. A provider failure ends the
 * pieces with an LlmFailure, which the sending of the answer turns into the owner's error message.
 */
export async function streamLlmAnswer(deps: AgentDeps, context: AgentContext, input: LlmTurnInput): Promise<AsyncIterable<string>> {
  const { detailAi } = context;
  const memory =
    detailAi.memory_turns > 0
      ? // Read before this turn's question is stored: the earlier exchanges only.
        (await repositoriesOf(deps.db).conversations.recentMessages(context.agentId, input.conversationId, detailAi.memory_turns * 2))
          .filter((m) => m.text !== '')
          .map((m) => ({ role: m.role, text: m.text }))
      : [];
  const prompt = buildPrompt({ basic: context.basic, detailAi, visitorName: context.visitorName, passages: input.passages, memory, question: input.question });
  return streamAnswer({
    model: input.model.model,
    system: prompt.system,
    messages: prompt.messages,
    temperature: detailAi.temperature,
    maxAnswerChars: detailAi.max_answer_chars,
    timeoutMs: deps.llmTimeoutMs ?? DEFAULT_LLM_TIMEOUT_MS,
    signal: input.signal,
  });
}
