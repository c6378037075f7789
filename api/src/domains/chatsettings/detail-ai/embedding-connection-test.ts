import { EMBEDDING_DIMENSIONS_MAX, type EmbeddingConnectionTestResponse, type EmbeddingProvider } from 'shared-contracts';
import { EmbeddingProviderError, type EmbeddingFailure, measureEmbeddingDimensions } from '#src/domains/knowledge/embedding/openai-embedder';
import { ApiError } from '#src/errors/api-error';
import { embeddingMessages as says } from '#src/errors/messages';
import type { SafeFetch } from '#src/lib/safe-fetch/index';

export interface EmbeddingTestInput {
  embedding: EmbeddingProvider;
  /** The key to try: the one on screen, or the stored one when the origin is unchanged; none for a keyless server. */
  apiKey: string | null | undefined;
  safeFetch: SafeFetch;
  timeoutMs: number;
}

type Measured = { ok: true; dimensions: number } | { ok: false; failure: EmbeddingFailure | 'too_many_dimensions'; message: string };

/** Embeds one short Japanese text with the provider on screen and judges the length of its vector. */
async function measure(input: EmbeddingTestInput & { embedding: Extract<EmbeddingProvider, { type: 'openai_compatible' }> }): Promise<Measured> {
  let dimensions: number;
  try {
    dimensions = await measureEmbeddingDimensions({
      baseUrl: input.embedding.base_url,
      model: input.embedding.model,
      apiKey: input.apiKey ?? null,
      safeFetch: input.safeFetch,
      timeoutMs: input.timeoutMs,
    });
  } catch (error) {
    if (error instanceof EmbeddingProviderError) return { ok: false, failure: error.reason, message: error.message };
    throw error;
  }
  if (dimensions > EMBEDDING_DIMENSIONS_MAX) {
    return { ok: false, failure: 'too_many_dimensions', message: says.tooManyDimensions(dimensions, EMBEDDING_DIMENSIONS_MAX) };
  }
  return { ok: true, dimensions };
}

/**
 * 接続テスト of the embedding provider: always an answer (ok, a Japanese message, and the
 * dimensions when it worked), never an error, whatever the provider sends back.
 */
export async function runEmbeddingConnectionTest(input: EmbeddingTestInput): Promise<EmbeddingConnectionTestResponse> {
  const { embedding } = input;
  if (embedding.type === 'builtin') return { ok: true, message: says.builtin };
  const measured = await measure({ ...input, embedding });
  if (!measured.ok) return { ok: false, message: measured.message };
  return { ok: true, message: says.ok(embedding.model, measured.dimensions), dimensions: measured.dimensions };
}

/** Which field of the form a failure points at, so the owner sees it where it can be fixed. */
function fieldOf(failure: EmbeddingFailure | 'too_many_dimensions'): string {
  switch (failure) {
    case 'unauthorized':
      return 'embedding_api_key';
    case 'not_found':
    case 'refused':
    case 'too_many_dimensions':
    case 'dimensions_changed':
      return 'embedding.model';
    case 'unreachable':
    case 'rate_limited':
    case 'server_error':
    case 'bad_response':
      return 'embedding.base_url';
  }
}

/**
 * What a save stores as the provider's dimensions: measured now, with the key the save keeps. A
 * provider that cannot be measured refuses the save (400 at the field the failure points at, the
 * summary saying why), so a stored OpenAI-compatible setting always has its dimensions.
 */
export async function measureForSave(input: EmbeddingTestInput & { embedding: Extract<EmbeddingProvider, { type: 'openai_compatible' }> }): Promise<number> {
  const measured = await measure(input);
  if (measured.ok) return measured.dimensions;
  throw new ApiError(400, 'validation_error', says.notSaved, {}, { [fieldOf(measured.failure)]: measured.message });
}

/** A stored key that no longer opens cannot be measured with: the owner must enter it again. */
export function storedEmbeddingKeyUnreadable(): ApiError {
  return new ApiError(400, 'validation_error', says.notSaved, {}, { embedding_api_key: says.storedKeyUnreadable });
}
