import type { LanguageModel, ModelMessage } from 'ai';
import { onFirstUse } from '#src/lib/modules/on-first-use';
import { describeLlmFailure, LlmFailure } from './llm-failure';

export interface StreamAnswerInput {
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  temperature: number;
  maxAnswerChars: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

// The AI SDK is loaded by the first provider call (the built-in responder never needs it).
const loadAi = onFirstUse<typeof import('ai')>('ai');

// Japanese runs about one token per character; the margin lets a sentence finish before the cut.
const TOKENS_PER_CHAR = 1.5;

/**
 * The answer's text as the provider streams it, piece by piece. Any failure (HTTP status, no
 * connection, timeout, an error part in the stream, an empty answer) ends it with an LlmFailure,
 * which the runtime turns into the owner's polite error message.
 */
export async function* streamAnswer(input: StreamAnswerInput): AsyncGenerator<string, void, undefined> {
  // Ends the provider's request when the caller stops reading early (the answer reached its length).
  const stop = new AbortController();
  const signal = AbortSignal.any([stop.signal, AbortSignal.timeout(input.timeoutMs), ...(input.signal ? [input.signal] : [])]);
  let produced = false;
  try {
    const result = loadAi().streamText({
      model: input.model,
      system: input.system,
      messages: input.messages,
      temperature: input.temperature,
      maxOutputTokens: Math.ceil(input.maxAnswerChars * TOKENS_PER_CHAR) + 50,
      maxRetries: 0,
      abortSignal: signal,
      // Failures arrive as error parts below and become the owner's error message; the SDK's default
      // handler would print the provider's error (and its request) to the log on every failed answer.
      onError: () => undefined,
    });
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        if (part.text === '') continue;
        produced = true;
        yield part.text;
      } else if (part.type === 'error') {
        throw new LlmFailure(describeLlmFailure(part.error));
      } else if (part.type === 'abort') {
        throw new LlmFailure(describeLlmFailure(signal.reason ?? new DOMException('aborted', 'AbortError')));
      }
    }
  } catch (error) {
    if (error instanceof LlmFailure) throw error;
    throw new LlmFailure(describeLlmFailure(error));
  } finally {
    stop.abort();
  }
  if (!produced) throw new LlmFailure(describeLlmFailure(null));
}
