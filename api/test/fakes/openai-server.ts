import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../fake-server';
import { type FakeLlmBehaviour, type FakeLlmRequest, type FakeLlmWire, startFakeLlmServer } from './fake-llm-server';

export type { FakeLlmBehaviour } from './fake-llm-server';

export type ChatCompletionRequest = FakeLlmRequest<{
  model?: string;
  stream?: boolean;
  temperature?: number;
  max_tokens?: number;
  messages?: { role: string; content: unknown }[];
}>;

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
  sendJson(response, status, { error: { message, type: status === 401 ? 'invalid_request_error' : 'server_error', code: null } });
}

function openAiWire(apiKey: string | undefined): FakeLlmWire<ChatCompletionRequest['body']> {
  return {
    admit(request: IncomingMessage, response: ServerResponse) {
      const path = (request.url ?? '').split('?')[0];
      if (apiKey !== undefined && request.headers.authorization !== `Bearer ${apiKey}`) {
        sendError(response, 401, 'Incorrect API key provided.');
        return false;
      }
      if (request.method === 'GET' && path === '/v1/models') {
        sendJson(response, 200, { object: 'list', data: [{ id: 'fake-model', object: 'model', owned_by: 'fake' }] });
        return false;
      }
      if (request.method !== 'POST' || path !== '/v1/chat/completions') {
        sendError(response, 404, 'Not found');
        return false;
      }
      return true;
    },
    sendError,
    defaultErrorMessage: 'The server had an error while processing your request.',
    wholeAnswer: (body, text, sequence) => ({
      id: `chatcmpl-fake-${sequence}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? 'fake-model',
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: text.length, total_tokens: 10 + text.length },
    }),
    startStream(response, body, sequence) {
      const id = `chatcmpl-fake-${sequence}`;
      const created = Math.floor(Date.now() / 1000);
      const model = body.model ?? 'fake-model';
      const chunk = (delta: Record<string, unknown>, finish: string | null) =>
        response.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
      chunk({ role: 'assistant', content: '' }, null);
      return {
        piece: (text) => chunk({ content: text }, null),
        finish() {
          chunk({}, 'stop');
          response.write('data: [DONE]\n\n');
        },
      };
    },
  };
}

/**
 * A local OpenAI-compatible server on a real socket: POST /v1/chat/completions, streamed as SSE
 * (`data: {chunk}` lines and `data: [DONE]`, as OpenAI sends them) or answered whole; GET /v1/models.
 * It can be told to refuse the key (401), fail (any status), hang, or drop the stream midway.
 * Used by the API's tests of the LLM path and started by the e2e harness.
 */
export async function startFakeOpenAiServer(options: FakeOpenAiOptions = {}): Promise<FakeOpenAiServer> {
  const server = await startFakeLlmServer(openAiWire(options.apiKey), { behaviour: options.behaviour ?? DEFAULT_BEHAVIOUR, port: options.port });
  return { ...server, baseUrl: `${server.origin}/v1` };
}
