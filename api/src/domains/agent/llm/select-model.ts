import type { LanguageModel } from 'ai';
import type { Engine } from 'shared-contracts';
import { onFirstUse } from '#src/lib/modules/on-first-use';

// Loaded for the first engine that calls a provider (the built-in responder never needs them).
const loadOpenAiCompatible = onFirstUse<typeof import('@ai-sdk/openai-compatible')>('@ai-sdk/openai-compatible');
const loadAnthropic = onFirstUse<typeof import('@ai-sdk/anthropic')>('@ai-sdk/anthropic');

export interface ModelChoice {
  model: LanguageModel;
  /** provider/model, as the trace names it. */
  label: string;
}

export interface ModelOptions {
  apiKey: string | null;
  /** Without /v1: the API's configured Anthropic address (a fake in tests). */
  anthropicBaseUrl: string;
  fetchImpl?: typeof fetch;
}

/**
 * The AI SDK model for the owner's engine: any OpenAI-compatible endpoint (OpenAI, Azure, Ollama,
 * vLLM; a key is optional, Ollama needs none) or Anthropic (a key is required). null for the
 * built-in responder, or Anthropic without a key.
 */
export function selectModel(engine: Engine, options: ModelOptions): ModelChoice | null {
  switch (engine.type) {
    case 'builtin':
      return null;
    case 'openai_compatible': {
      const provider = loadOpenAiCompatible().createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: engine.base_url.replace(/\/+$/, ''),
        ...(options.apiKey ? { apiKey: options.apiKey } : {}),
        ...(options.fetchImpl ? { fetch: options.fetchImpl } : {}),
      });
      return { model: provider.chatModel(engine.model), label: `openai-compatible/${engine.model}` };
    }
    case 'anthropic': {
      if (!options.apiKey) return null;
      const provider = loadAnthropic().createAnthropic({
        apiKey: options.apiKey,
        baseURL: `${options.anthropicBaseUrl.replace(/\/+$/, '')}/v1`,
        ...(options.fetchImpl ? { fetch: options.fetchImpl } : {}),
      });
      return { model: provider(engine.model), label: `anthropic/${engine.model}` };
    }
  }
}
