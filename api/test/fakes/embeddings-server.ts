import type { ServerResponse } from 'node:http';
import { type RecordedRequest, sendJson, startFakeServer } from '../fake-server';

/**
 * An OpenAI-compatible embeddings provider on 127.0.0.1, speaking `POST /v1/embeddings` as OpenAI
 * does: `{ model, input: string | string[], encoding_format }` in, `{ object: 'list', data: [{ object:
 * 'embedding', index, embedding }], model, usage }` out, errors as `{ error: { message, type, code } }`.
 * Its vectors are made from the text (fakeEmbedding), so a test can say which vector belongs to
 * which text, and are not of length 1, so a client must scale them.
 */

export interface FakeEmbeddingModel {
  name: string;
  dimensions: number;
}

export type FakeEmbeddingsBehaviour =
  | { kind: 'embed' }
  /** data in reverse order of index (a provider may answer in any order). */
  | { kind: 'reversed' }
  /** A fixed answer: an error status, a web page, a broken body. */
  | { kind: 'reply'; status: number; body: string; contentType?: string }
  /** Vectors of another length than the model's. */
  | { kind: 'dimensions'; dimensions: number }
  /** Vectors base64-encoded float32, as OpenAI answers encoding_format: 'base64'. */
  | { kind: 'base64' }
  /** Never answers. */
  | { kind: 'silent' };

export interface FakeEmbeddingsOptions {
  /** Requests must carry `Authorization: Bearer <apiKey>`, else 401 (undefined: any or none). */
  apiKey?: string;
  models?: FakeEmbeddingModel[];
  /** Refused above this many inputs, as a provider with a smaller limit would (OpenAI: 2048). */
  maxInputs?: number;
  port?: number;
}

export interface EmbeddingsRequest {
  headers: RecordedRequest['headers'];
  url: string;
  body: { model?: string; input?: string | string[]; encoding_format?: string };
}

export interface FakeEmbeddingsServer {
  origin: string;
  port: number;
  /** What to put in base_url: origin + /v1. */
  baseUrl: string;
  /** Every request that reached /v1/embeddings. */
  requests: EmbeddingsRequest[];
  behave(behaviour: FakeEmbeddingsBehaviour): void;
  close(): Promise<void>;
}

export const FAKE_EMBEDDING_MODELS: FakeEmbeddingModel[] = [
  { name: 'text-embedding-3-small', dimensions: 8 },
  { name: 'nomic-embed-text', dimensions: 12 },
];

/**
 * The fake's vector for a text, before any scaling: each character adds to two components, so
 * different texts point different ways, and the whole is scaled by 3 (never of length 1).
 */
export function fakeEmbedding(text: string, dimensions: number): number[] {
  const vector: number[] = Array.from({ length: dimensions }, () => 0);
  [...text].forEach((character, position) => {
    const code = character.codePointAt(0) ?? 0;
    vector[code % dimensions] = (vector[code % dimensions] ?? 0) + 1;
    vector[(code + position) % dimensions] = (vector[(code + position) % dimensions] ?? 0) + 0.5;
  });
  if (!vector.some((value) => value !== 0)) vector[0] = 1;
  return vector.map((value) => value * 3);
}

/** fakeEmbedding scaled to length 1: what a client should hand on. */
export function fakeUnitEmbedding(text: string, dimensions: number): number[] {
  const vector = fakeEmbedding(text, dimensions);
  const norm = Math.hypot(...vector);
  return vector.map((value) => value / norm);
}

function sendError(response: ServerResponse, status: number, message: string, code: string | null = null): void {
  sendJson(response, status, { error: { message, type: 'invalid_request_error', param: null, code } });
}

function float32Base64(values: number[]): string {
  const bytes = Buffer.alloc(values.length * 4);
  values.forEach((value, i) => bytes.writeFloatLE(value, i * 4));
  return bytes.toString('base64');
}

export async function startFakeEmbeddingsServer(options: FakeEmbeddingsOptions = {}): Promise<FakeEmbeddingsServer> {
  const models = options.models ?? FAKE_EMBEDDING_MODELS;
  const maxInputs = options.maxInputs ?? 2048;
  const requests: EmbeddingsRequest[] = [];
  let behaviour: FakeEmbeddingsBehaviour = { kind: 'embed' };

  const server = await startFakeServer((request, response) => {
    const path = request.url.split('?')[0];
    if (options.apiKey !== undefined && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendError(response, 401, 'Incorrect API key provided.', 'invalid_api_key');
    }
    if (request.method === 'GET' && path === '/v1/models') {
      return sendJson(response, 200, { object: 'list', data: models.map((model) => ({ id: model.name, object: 'model', owned_by: 'fake' })) });
    }
    if (request.method !== 'POST' || path !== '/v1/embeddings') return sendError(response, 404, 'Not found');

    let body: EmbeddingsRequest['body'];
    try {
      body = JSON.parse(request.body) as EmbeddingsRequest['body'];
    } catch {
      return sendError(response, 400, 'We could not parse the JSON body of your request.');
    }
    requests.push({ headers: request.headers, url: request.url, body });

    const current = behaviour;
    if (current.kind === 'silent') return;
    if (current.kind === 'reply') {
      response.writeHead(current.status, { 'content-type': current.contentType ?? 'application/json' });
      response.end(current.body);
      return;
    }
    const model = models.find((candidate) => candidate.name === body.model);
    if (!model) return sendError(response, 404, `The model \`${String(body.model)}\` does not exist or you do not have access to it.`, 'model_not_found');
    const inputs = typeof body.input === 'string' ? [body.input] : body.input;
    if (!Array.isArray(inputs) || inputs.length === 0 || inputs.some((input) => typeof input !== 'string' || input === '')) {
      return sendError(response, 400, "'$.input' is invalid. Please check the API reference: https://platform.openai.com/docs/api-reference.");
    }
    if (inputs.length > maxInputs) return sendError(response, 400, `Too many inputs. The max number of inputs is ${maxInputs}.`);

    const dimensions = current.kind === 'dimensions' ? current.dimensions : model.dimensions;
    const data = inputs.map((input, index) => {
      const vector = fakeEmbedding(input, dimensions);
      return { object: 'embedding', index, embedding: current.kind === 'base64' ? float32Base64(vector) : vector };
    });
    if (current.kind === 'reversed') data.reverse();
    sendJson(response, 200, { object: 'list', data, model: model.name, usage: { prompt_tokens: inputs.length, total_tokens: inputs.length } });
  }, options.port === undefined ? {} : { port: options.port });

  return {
    origin: server.origin,
    port: server.port,
    baseUrl: `${server.origin}/v1`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    close: () => server.close(),
  };
}
