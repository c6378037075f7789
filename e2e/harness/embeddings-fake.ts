// An OpenAI-compatible embeddings provider (`POST /v1/embeddings`) for the spec of retrieval by
// meaning, with a gate the spec holds so that re-embedding the knowledge after a change of model can
// be watched. Its vectors are the API tests' fake ones (api/test/fakes/embeddings-server.ts
// fakeEmbedding: made from the text's characters, the same text always the same vector), served over
// the same recording server (api/test/fake-server.ts); what it adds is the gate:
//
// - open (the default), every request is answered at once;
// - held, a request with several texts (a batch of the API's background job) waits until the spec
//   lets it through (`release`, `open`). A request with one text (the dimensions measured when the
//   owner saves, the connection test, a visitor's question) is answered at once, so saving and
//   answering never wait for the spec.
//
// The API gives up on a request after 30 s (openai-embedder.ts EMBEDDING_TIMEOUT_MS) and would then
// show an error on the knowledge screen: a held batch is let through by itself after HOLD_MAX_MS, so
// a slow step of the spec makes the progress move on, never fail.
import type { ServerResponse } from 'node:http';
import { sendJson, startFakeServer } from '../../api/test/fake-server.ts';
import { fakeEmbedding } from '../../api/test/fakes/embeddings-server.ts';

export const HOLD_MAX_MS = 20_000;

export interface EmbeddingsFake {
  /** What the owner types as base URL: under the name the API takes for a public site. */
  baseUrl: string;
  /** host:port for the API's TEST_ONLY_FAKE_PUBLIC_SITE. */
  publicSite: string;
  model: string;
  dimensions: number;
  apiKey: string;
  hold(): void;
  /** Lets the oldest held batch through; false when none waits. */
  release(): boolean;
  /** Lets every held batch through and stops holding. */
  open(): void;
  /** Batches waiting now. */
  held(): number;
  close(): Promise<void>;
}

export async function startEmbeddingsFake(options: { host: string; port: number; model?: string; dimensions?: number; apiKey?: string }): Promise<EmbeddingsFake> {
  const model = options.model ?? 'text-embedding-3-small';
  const dimensions = options.dimensions ?? 8;
  const apiKey = options.apiKey ?? 'sk-e2e-embeddings-key';
  let holding = false;
  const waiting: Array<() => void> = [];

  const letThrough = (resolve: () => void) => {
    const index = waiting.indexOf(resolve);
    if (index >= 0) waiting.splice(index, 1);
    resolve();
  };

  const fail = (response: ServerResponse, status: number, message: string, code: string | null = null) =>
    sendJson(response, status, { error: { message, type: 'invalid_request_error', param: null, code } });

  const server = await startFakeServer(
    async (request, response) => {
      if (request.headers.authorization !== `Bearer ${apiKey}`) return fail(response, 401, 'Incorrect API key provided.', 'invalid_api_key');
      if (request.method !== 'POST' || request.url.split('?')[0] !== '/v1/embeddings') return fail(response, 404, 'Not found');
      let body: { model?: string; input?: string | string[] };
      try {
        body = JSON.parse(request.body) as typeof body;
      } catch {
        return fail(response, 400, 'We could not parse the JSON body of your request.');
      }
      if (body.model !== model) return fail(response, 404, `The model \`${String(body.model)}\` does not exist.`, 'model_not_found');
      const inputs = typeof body.input === 'string' ? [body.input] : body.input;
      if (!Array.isArray(inputs) || inputs.length === 0 || inputs.some((input) => typeof input !== 'string' || input === '')) {
        return fail(response, 400, "'$.input' is invalid.");
      }
      if (holding && inputs.length > 1) {
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(() => letThrough(resolve), HOLD_MAX_MS);
        });
      }
      sendJson(response, 200, {
        object: 'list',
        data: inputs.map((input, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(input, dimensions) })),
        model,
        usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
      });
    },
    { port: options.port },
  );

  return {
    baseUrl: `http://${options.host}:${options.port}/v1`,
    publicSite: `${options.host}:${options.port}`,
    model,
    dimensions,
    apiKey,
    hold() {
      holding = true;
    },
    release() {
      const next = waiting[0];
      if (!next) return false;
      letThrough(next);
      return true;
    },
    open() {
      holding = false;
      for (const resolve of [...waiting]) letThrough(resolve);
    },
    held: () => waiting.length,
    close: async () => {
      holding = false;
      for (const resolve of [...waiting]) letThrough(resolve);
      await server.close();
    },
  };
}
