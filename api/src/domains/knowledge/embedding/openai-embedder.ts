import { embeddingMessages as says } from '#src/errors/messages';
import { describeOutboundFailure } from '#src/errors/outbound-failure';
import { type SafeFetch, SafeFetchError, type SafeResponse } from '#src/lib/safe-fetch/index';
import type { Embedder, EmbedKind } from '../retrieval/embedder';

/**
 * Any OpenAI-compatible `POST {baseUrl}/embeddings` (OpenAI, Azure OpenAI's v1 API, Ollama, TEI,
 * vLLM, LM Studio) as an Embedder, for the provider an owner names in AI詳細設定
 * (`embeddingProviderOf` of src/domains/chatsettings/detail-ai/embedding-provider.ts).
 *
 * Every call goes through the app's safe-fetch (`app.safeFetch`): the owner typed the URL, so
 * private and metadata addresses are refused unless the server allows private targets, and the
 * key is never carried to another origin by a redirect. The key goes as `Authorization: Bearer`,
 * as the LLM of the same screen sends it (Azure's v1 API takes the key that way too). A failure is
 * an EmbeddingProviderError with the owner's words; an abort by the caller's signal rejects with the
 * signal's reason.
 */

/** At most this many texts in one request (OpenAI takes 2,048; self-hosted servers are slower with large batches). */
export const EMBEDDING_BATCH_SIZE = 64;
/** Per request (one batch). */
export const EMBEDDING_TIMEOUT_MS = 30_000;
/** 64 vectors of 4,096 numbers written as JSON text are about 6 MB; room for servers that pretty-print. */
const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
/** What the connection test embeds to learn the model's dimensions. */
export const EMBEDDING_PROBE_TEXT = '営業時間と駐車場について教えてください。';

export type EmbeddingFailure =
  /** DNS, refused address, connection, TLS, time-out (safe-fetch's reason is in `outbound`). */
  | 'unreachable'
  | 'unauthorized'
  | 'not_found'
  | 'rate_limited'
  /** 400 / 413 / 422: the provider refused the request (often a chat model named as the embedding model). */
  | 'refused'
  | 'server_error'
  /** An answer that is not the embeddings format (HTML, missing data, not numbers, a zero vector, wrong count). */
  | 'bad_response'
  /** Vectors of another length than the dimensions given to the constructor. */
  | 'dimensions_changed';

/** Why the provider gave no vectors; `message` is Japanese, for the owner. */
export class EmbeddingProviderError extends Error {
  constructor(
    readonly reason: EmbeddingFailure,
    message: string,
    readonly details: { status?: number; outbound?: SafeFetchError['reason']; dimensions?: number; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'EmbeddingProviderError';
  }

  /** Worth trying again later, unchanged: a busy or failing provider, a time-out, a dropped connection. */
  get retryable(): boolean {
    if (this.reason === 'rate_limited' || this.reason === 'server_error') return true;
    return this.reason === 'unreachable' && (this.details.outbound === 'timeout' || this.details.outbound === 'connection_failed');
  }
}

export interface OpenAiEmbedderOptions {
  /** Up to before `/embeddings`, e.g. `https://api.openai.com/v1`, `http://localhost:11434/v1`. */
  baseUrl: string;
  /** The provider's model name, e.g. `text-embedding-3-small`. */
  model: string;
  /** null or empty: no Authorization header (Ollama, a local TEI). */
  apiKey: string | null;
  /** As measured by the connection test when the setting was saved. */
  dimensions: number;
  safeFetch: SafeFetch;
  /** Per request; EMBEDDING_TIMEOUT_MS unless a test says otherwise. */
  timeoutMs?: number;
}

type ProviderOptions = Omit<OpenAiEmbedderOptions, 'dimensions'>;

export class OpenAiCompatibleEmbedder implements Embedder {
  readonly model: string;
  readonly dimensions: number;
  private readonly provider: ProviderOptions;

  constructor(options: OpenAiEmbedderOptions) {
    if (!Number.isInteger(options.dimensions) || options.dimensions < 1) throw new RangeError(`dimensions must be a positive integer, got ${options.dimensions}`);
    this.provider = { ...options, baseUrl: trimBaseUrl(options.baseUrl) };
    this.dimensions = options.dimensions;
    this.model = embeddingModelId(options.baseUrl, options.model);
  }

  /** `kind` does not change the request: OpenAI-style models embed questions and passages alike. */
  async embed(texts: readonly string[], _kind: EmbedKind, signal?: AbortSignal): Promise<Float32Array[]> {
    const vectors: Float32Array[] = [];
    for (let start = 0; start < texts.length; start += EMBEDDING_BATCH_SIZE) {
      signal?.throwIfAborted();
      const batch = await requestEmbeddings(this.provider, texts.slice(start, start + EMBEDDING_BATCH_SIZE), signal);
      for (const vector of batch) {
        if (vector.length !== this.dimensions) {
          throw new EmbeddingProviderError('dimensions_changed', says.dimensionsChanged(this.dimensions, vector.length), { dimensions: vector.length });
        }
        vectors.push(vector);
      }
    }
    return vectors;
  }
}

/** The name vectors are stored under: `openai:<base URL without trailing slashes>#<model>`. */
export function embeddingModelId(baseUrl: string, model: string): string {
  return `openai:${trimBaseUrl(baseUrl)}#${model}`;
}

/**
 * Embeds EMBEDDING_PROBE_TEXT once and answers the length of its vector: what the connection test
 * reports and what a save stores as the setting's dimensions.
 */
export async function measureEmbeddingDimensions(options: ProviderOptions, signal?: AbortSignal): Promise<number> {
  const [vector] = await requestEmbeddings({ ...options, baseUrl: trimBaseUrl(options.baseUrl) }, [EMBEDDING_PROBE_TEXT], signal);
  if (!vector) throw new EmbeddingProviderError('bad_response', says.notAnApi);
  return vector.length;
}

function trimBaseUrl(baseUrl: string): string {
  return baseUrl.trim().replace(/\/+$/, '');
}

/** One request: the batch's unit vectors in the order of `texts`, all of one length. */
async function requestEmbeddings(provider: ProviderOptions, texts: readonly string[], signal: AbortSignal | undefined): Promise<Float32Array[]> {
  if (texts.length === 0) return [];
  const timeoutMs = provider.timeoutMs ?? EMBEDDING_TIMEOUT_MS;
  let response: SafeResponse;
  try {
    response = await provider.safeFetch(`${provider.baseUrl}/embeddings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(provider.apiKey ? { authorization: `Bearer ${provider.apiKey}` } : {}),
      },
      // OpenAI refuses an empty string as input; a space embeds as nothing much, as an empty text would.
      body: JSON.stringify({ model: provider.model, input: texts.map((text) => (text === '' ? ' ' : text)), encoding_format: 'float' }),
      timeoutMs,
      maxResponseBytes: MAX_RESPONSE_BYTES,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof SafeFetchError) {
      throw new EmbeddingProviderError('unreachable', describeOutboundFailure(error, timeoutMs), { outbound: error.reason, cause: error });
    }
    throw error;
  }
  const failure = statusFailure(response.status);
  if (failure) throw failure;
  return vectorsOf(response, texts.length);
}

function statusFailure(status: number): EmbeddingProviderError | null {
  if (status >= 200 && status < 300) return null;
  if (status === 401 || status === 403) return new EmbeddingProviderError('unauthorized', says.invalidApiKey, { status });
  if (status === 404) return new EmbeddingProviderError('not_found', says.notFound, { status });
  if (status === 429) return new EmbeddingProviderError('rate_limited', says.rateLimited, { status });
  if (status === 400 || status === 413 || status === 422) return new EmbeddingProviderError('refused', says.refused(status), { status });
  return new EmbeddingProviderError('server_error', says.otherStatus(status), { status });
}

const notAnApi = (cause?: unknown) => new EmbeddingProviderError('bad_response', says.notAnApi, cause === undefined ? {} : { cause });

/**
 * `{ data: [{ index, embedding }] }`, put in the order of `index` (a provider may answer in any
 * order). An answer without any index is read in the order given. Every vector must be finite
 * numbers (or OpenAI's base64 little-endian float32, should a server ignore `encoding_format`),
 * non-zero, and as long as the others; each comes back scaled to length 1.
 */
function vectorsOf(response: SafeResponse, count: number): Float32Array[] {
  let body: unknown;
  try {
    body = response.json();
  } catch (error) {
    throw notAnApi(error);
  }
  const data = isRecord(body) ? body.data : undefined;
  if (!Array.isArray(data)) throw notAnApi();
  if (data.length !== count) throw new EmbeddingProviderError('bad_response', says.wrongCount(count, data.length));

  const entries = data.map((entry: unknown) => (isRecord(entry) ? entry : null));
  const indexed = entries.some((entry) => entry !== null && 'index' in entry);
  const ordered: (Float32Array | undefined)[] = new Array<Float32Array | undefined>(count);
  entries.forEach((entry, position) => {
    if (!entry) throw notAnApi();
    const index = indexed ? entry.index : position;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= count || ordered[index]) throw notAnApi();
    ordered[index] = unitVector(entry.embedding);
  });

  const vectors = ordered.filter((vector): vector is Float32Array => vector !== undefined);
  const length = vectors[0]?.length ?? 0;
  if (vectors.length !== count || length === 0 || vectors.some((vector) => vector.length !== length)) throw notAnApi();
  return vectors;
}

function unitVector(embedding: unknown): Float32Array {
  const values = typeof embedding === 'string' ? fromBase64(embedding) : embedding;
  if (!Array.isArray(values) && !(values instanceof Float32Array)) throw notAnApi();
  const vector = new Float32Array(values.length);
  let squares = 0;
  for (let i = 0; i < values.length; i += 1) {
    const value: unknown = values[i];
    if (typeof value !== 'number' || !Number.isFinite(value)) throw notAnApi();
    vector[i] = value;
    squares += value * value;
  }
  const norm = Math.sqrt(squares);
  if (!(norm > 0) || !Number.isFinite(norm)) throw notAnApi();
  for (let i = 0; i < vector.length; i += 1) vector[i] = (vector[i] ?? 0) / norm;
  return vector;
}

function fromBase64(encoded: string): Float32Array {
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length === 0 || bytes.length % 4 !== 0) throw notAnApi();
  const vector = new Float32Array(bytes.length / 4);
  for (let i = 0; i < vector.length; i += 1) vector[i] = bytes.readFloatLE(i * 4);
  return vector;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
