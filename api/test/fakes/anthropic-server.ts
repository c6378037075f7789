import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../fake-server';
import { type FakeLlmBehaviour, type FakeLlmRequest, type FakeLlmWire, startFakeLlmServer } from './fake-llm-server';

export type MessagesRequest = FakeLlmRequest<{
  model?: string;
  stream?: boolean;
  system?: unknown;
  max_tokens?: number;
  temperature?: number;
  messages?: { role: string; content: unknown }[];
}>;

export interface FakeAnthropicServer {
  /** http://127.0.0.1:PORT — the API's anthropicBaseUrl (the SDK adds /v1). */
  origin: string;
  requests: MessagesRequest[];
  behave(behaviour: FakeLlmBehaviour): void;
  close(): Promise<void>;
}

const ERROR_TYPES: Record<number, string> = { 400: 'invalid_request_error', 401: 'authentication_error', 403: 'permission_error', 429: 'rate_limit_error', 529: 'overloaded_error' };

function sendError(response: ServerResponse, status: number, message: string): void {
  sendJson(response, status, { type: 'error', error: { type: ERROR_TYPES[status] ?? 'api_error', message } });
}

function anthropicWire(apiKey: string | undefined): FakeLlmWire<MessagesRequest['body']> {
  return {
    admit(request: IncomingMessage, response: ServerResponse) {
      if (request.method !== 'POST' || (request.url ?? '').split('?')[0] !== '/v1/messages') {
        sendError(response, 404, 'Not found');
        return false;
      }
      if (apiKey !== undefined && request.headers['x-api-key'] !== apiKey) {
        sendError(response, 401, 'invalid x-api-key');
        return false;
      }
      if (!request.headers['anthropic-version']) {
        sendError(response, 400, 'anthropic-version header is required');
        return false;
      }
      return true;
    },
    sendError,
    defaultErrorMessage: 'Internal server error',
    wholeAnswer: (body, text, sequence) => ({
      id: `msg_fake_${sequence}`,
      type: 'message',
      role: 'assistant',
      model: body.model ?? 'claude-fake',
      content: [{ type: 'text', text }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: text.length },
    }),
    startStream(response, body, sequence) {
      const event = (name: string, data: Record<string, unknown>) => response.write(`event: ${name}\ndata: ${JSON.stringify({ type: name, ...data })}\n\n`);
      event('message_start', {
        message: {
          id: `msg_fake_${sequence}`,
          type: 'message',
          role: 'assistant',
          content: [],
          model: body.model ?? 'claude-fake',
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 1 },
        },
      });
      event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
      return {
        piece: (text) => event('content_block_delta', { index: 0, delta: { type: 'text_delta', text } }),
        finish() {
          event('content_block_stop', { index: 0 });
          event('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 5 } });
          event('message_stop', {});
        },
      };
    },
  };
}

/**
 * A local Anthropic Messages API on a real socket: POST /v1/messages with `x-api-key` and
 * `anthropic-version`, streamed as Anthropic's named SSE events (message_start, content_block_*,
 * message_delta, message_stop) or answered whole; the same behaviours as the OpenAI fake.
 */
export async function startFakeAnthropicServer(options: { apiKey?: string; behaviour?: FakeLlmBehaviour; port?: number } = {}): Promise<FakeAnthropicServer> {
  return startFakeLlmServer(anthropicWire(options.apiKey), { behaviour: options.behaviour ?? { kind: 'answer', pieces: ['はい、', 'お答えします。'] }, port: options.port });
}
