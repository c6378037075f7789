import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeLlmBehaviour } from './openai-server';

export interface MessagesRequest {
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    system?: unknown;
    max_tokens?: number;
    temperature?: number;
    messages?: { role: string; content: unknown }[];
  };
}

export interface FakeAnthropicServer {
  /** http://127.0.0.1:PORT — the API's anthropicBaseUrl (the SDK adds /v1). */
  origin: string;
  requests: MessagesRequest[];
  behave(behaviour: FakeLlmBehaviour): void;
  close(): Promise<void>;
}

const ERROR_TYPES: Record<number, string> = { 400: 'invalid_request_error', 401: 'authentication_error', 403: 'permission_error', 429: 'rate_limit_error', 529: 'overloaded_error' };

function sendError(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ type: 'error', error: { type: ERROR_TYPES[status] ?? 'api_error', message } }));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A local Anthropic Messages API on a real socket: POST /v1/messages with `x-api-key` and
 * `anthropic-version`, streamed as Anthropic's named SSE events (message_start, content_block_*,
 * message_delta, message_stop) or answered whole; the same behaviours as the OpenAI fake.
 */
export async function startFakeAnthropicServer(options: { apiKey?: string; behaviour?: FakeLlmBehaviour; port?: number } = {}): Promise<FakeAnthropicServer> {
  let behaviour: FakeLlmBehaviour = options.behaviour ?? { kind: 'answer', pieces: ['はい、', 'お答えします。'] };
  const requests: MessagesRequest[] = [];

  async function handle(request: IncomingMessage, raw: string, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST' || (request.url ?? '').split('?')[0] !== '/v1/messages') {
      sendError(response, 404, 'Not found');
      return;
    }
    if (options.apiKey !== undefined && request.headers['x-api-key'] !== options.apiKey) {
      sendError(response, 401, 'invalid x-api-key');
      return;
    }
    if (!request.headers['anthropic-version']) {
      sendError(response, 400, 'anthropic-version header is required');
      return;
    }
    let body: MessagesRequest['body'];
    try {
      body = JSON.parse(raw) as MessagesRequest['body'];
    } catch {
      sendError(response, 400, 'Invalid JSON');
      return;
    }
    requests.push({ headers: request.headers, body });
    const current = behaviour;
    if (current.kind === 'status') {
      sendError(response, current.status, current.message ?? 'Internal server error');
      return;
    }
    if (current.kind === 'hang') return;
    const model = body.model ?? 'claude-fake';
    const id = `msg_fake_${requests.length}`;
    if (!body.stream) {
      const text = current.pieces.join('');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id,
          type: 'message',
          role: 'assistant',
          model,
          content: [{ type: 'text', text }],
          stop_reason: 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: text.length },
        }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const event = (name: string, data: Record<string, unknown>) => response.write(`event: ${name}\ndata: ${JSON.stringify({ type: name, ...data })}\n\n`);
    event('message_start', {
      message: { id, type: 'message', role: 'assistant', content: [], model, stop_reason: null, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 1 } },
    });
    event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
    for (const piece of current.pieces) {
      if (current.kind === 'answer' && current.delayMs) await sleep(current.delayMs);
      event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: piece } });
    }
    if (current.kind === 'cut') {
      response.destroy();
      return;
    }
    event('content_block_stop', { index: 0 });
    event('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 5 } });
    event('message_stop', {});
    response.end();
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void handle(request, Buffer.concat(chunks).toString('utf8'), response).catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
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
