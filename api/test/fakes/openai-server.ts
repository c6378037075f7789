import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake does with the next chat completion requests. */
export type FakeLlmBehaviour =
  /** Answers with these pieces: streamed one SSE chunk each (stream: true), or joined (stream: false). */
  | { kind: 'answer'; pieces: string[]; delayMs?: number }
  /** Answers this HTTP status with an OpenAI-shaped error body (401, 429, 500…). */
  | { kind: 'status'; status: number; message?: string }
  /** Accepts the request and never answers: the caller's timeout must end it. */
  | { kind: 'hang' }
  /** Sends these pieces, then drops the connection mid-stream. */
  | { kind: 'cut'; pieces: string[] };

export interface ChatCompletionRequest {
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    temperature?: number;
    max_tokens?: number;
    messages?: { role: string; content: unknown }[];
  };
}

export interface FakeOpenAiServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** What to put in base_url: origin + /v1. */
  baseUrl: string;
  requests: ChatCompletionRequest[];
  /** Sets what the following requests get (default: a short Japanese answer). */
  behave(behaviour: FakeLlmBehaviour): void;
  close(): Promise<void>;
}

export interface FakeOpenAiOptions {
  /** Requests must carry `Authorization: Bearer <apiKey>`, else 401 (undefined: any or none). */
  apiKey?: string;
  behaviour?: FakeLlmBehaviour;
  port?: number;
}

const DEFAULT_BEHAVIOUR: FakeLlmBehaviour = { kind: 'answer', pieces: ['こんにちは。', 'ご質問に', 'お答えします。'] };

function sendError(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: { message, type: status === 401 ? 'invalid_request_error' : 'server_error', code: null } }));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A local OpenAI-compatible server on a real socket: POST /v1/chat/completions, streamed as SSE
 * (`data: {chunk}` lines and `data: [DONE]`, as OpenAI sends them) or answered whole; GET /v1/models.
 * It can be told to refuse the key (401), fail (any status), hang, or drop the stream midway.
 * Used by the API's tests of the LLM path and started by the e2e harness.
 */
export async function startFakeOpenAiServer(options: FakeOpenAiOptions = {}): Promise<FakeOpenAiServer> {
  let behaviour = options.behaviour ?? DEFAULT_BEHAVIOUR;
  const requests: ChatCompletionRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void handle(request, Buffer.concat(chunks).toString('utf8'), response).catch(() => response.destroy());
    });
  });

  async function handle(request: IncomingMessage, raw: string, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '').split('?')[0];
    if (options.apiKey !== undefined && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      sendError(response, 401, 'Incorrect API key provided.');
      return;
    }
    if (request.method === 'GET' && path === '/v1/models') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model', owned_by: 'fake' }] }));
      return;
    }
    if (request.method !== 'POST' || path !== '/v1/chat/completions') {
      sendError(response, 404, 'Not found');
      return;
    }
    let body: ChatCompletionRequest['body'];
    try {
      body = JSON.parse(raw) as ChatCompletionRequest['body'];
    } catch {
      sendError(response, 400, 'Invalid JSON');
      return;
    }
    requests.push({ headers: request.headers, body });
    const current = behaviour;
    if (current.kind === 'status') {
      sendError(response, current.status, current.message ?? 'The server had an error while processing your request.');
      return;
    }
    if (current.kind === 'hang') return;
    const model = body.model ?? 'fake-model';
    const id = `chatcmpl-fake-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    if (!body.stream) {
      const text = current.pieces.join('');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: text.length, total_tokens: 10 + text.length },
        }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    response.write(chunk({ role: 'assistant', content: '' }, null));
    for (const piece of current.pieces) {
      if (current.kind === 'answer' && current.delayMs) await sleep(current.delayMs);
      response.write(chunk({ content: piece }, null));
    }
    if (current.kind === 'cut') {
      response.destroy();
      return;
    }
    response.write(chunk({}, 'stop'));
    response.write('data: [DONE]\n\n');
    response.end();
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    baseUrl: `${origin}/v1`,
    requests,
    behave(next) {
      behaviour = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
