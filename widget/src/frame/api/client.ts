import type {
  FeedbackValue,
  MailSignInStartResponse,
  SignInResponse,
  StartConversationResponse,
  WidgetConfig,
  WidgetFormAnswerResponse,
  WidgetMessage,
} from 'shared-contracts';
// From the barrel, safely: sign-in-protocol.ts imports nothing, and shared-contracts is sideEffects-free.
import { LINE_SIGN_IN_TOKEN_PARAM, SIGN_IN_API_PATHS } from 'shared-contracts';
import { WIDGET_API_PATHS } from 'shared-contracts/widget-protocol';
import { ApiError, errorOf, networkError } from './api-error';
import { readSse, type SseHandler } from './sse';

/** A visitor's turn: typed text, a pressed quick reply, or a chosen candidate question (exactly one). */
export type SendBody = { text: string } | { quick_reply_id: string } | { candidate_item_id: string };

export interface WidgetApi {
  config(page: string): Promise<WidgetConfig>;
  start(body: { origin: string; page_url?: string }): Promise<StartConversationResponse>;
  messages(conversationId: string): Promise<WidgetMessage[]>;
  send(conversationId: string, body: SendBody, onEvent: SseHandler, signal?: AbortSignal): Promise<void>;
  feedback(messageId: string, value: FeedbackValue | null): Promise<void>;
  answerForm(formId: string, conversationId: string, values: Record<string, unknown>): Promise<WidgetFormAnswerResponse>;
  speech(text: string): Promise<Blob>;
  mailSignIn(email: string): Promise<MailSignInStartResponse>;
  mailVerify(email: string, code: string): Promise<SignInResponse>;
  lineSignInUrl(): string;
  signOut(): Promise<void>;
  /** The visitor token the API handed out (kept by the caller across page loads). */
  token: string | null;
}

/**
 * The public widget API, below `base` (…/public/widget/:agentId). Every call after the first carries
 * the visitor token as a bearer token; the first (start) also sends it in the body, since that is
 * where a new visitor gets one.
 */
export function createWidgetApi(base: string, token: string | null, fetchImpl: typeof fetch = fetch.bind(globalThis)): WidgetApi {
  const api: WidgetApi = {
    token,
    config: (page) => json(`${WIDGET_API_PATHS.config}?page=${encodeURIComponent(page)}`, { method: 'GET' }),
    async start(body) {
      const answer = await json<StartConversationResponse>(WIDGET_API_PATHS.conversations, {
        method: 'POST',
        body: { ...body, ...(api.token ? { visitor_token: api.token } : {}) },
      });
      api.token = answer.visitor_token;
      return answer;
    },
    messages: async (id) => (await json<{ messages: WidgetMessage[] }>(WIDGET_API_PATHS.conversationMessages(id), { method: 'GET' })).messages,
    async send(id, body, onEvent, signal) {
      const response = await call(WIDGET_API_PATHS.conversationMessages(id), { method: 'POST', body, signal, accept: 'text/event-stream' });
      if (!response.body) throw networkError();
      try {
        await readSse(response.body, onEvent);
      } catch (error) {
        if (signal?.aborted) throw error;
        throw networkError();
      }
    },
    async feedback(messageId, value) {
      await call(WIDGET_API_PATHS.messageFeedback(messageId), { method: 'PUT', body: { value } });
    },
    answerForm: (formId, conversationId, values) => json(WIDGET_API_PATHS.formAnswers(formId), { method: 'POST', body: { conversation_id: conversationId, values } }),
    speech: async (text) => (await call(WIDGET_API_PATHS.speech, { method: 'POST', body: { text }, accept: 'audio/wav' })).blob(),
    mailSignIn: (email) => json(SIGN_IN_API_PATHS.mailStart, { method: 'POST', body: { email } }),
    mailVerify: (email, code) => json(SIGN_IN_API_PATHS.mailVerify, { method: 'POST', body: { email, code } }),
    lineSignInUrl: () => `${base}/${SIGN_IN_API_PATHS.line}?${LINE_SIGN_IN_TOKEN_PARAM}=${encodeURIComponent(api.token ?? '')}`,
    async signOut() {
      await call(SIGN_IN_API_PATHS.signOut, { method: 'DELETE' });
    },
  };

  async function call(path: string, init: { method: string; body?: unknown; signal?: AbortSignal; accept?: string }): Promise<Response> {
    const headers: Record<string, string> = { Accept: init.accept ?? 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (api.token) headers.Authorization = `Bearer ${api.token}`;
    let response: Response;
    try {
      response = await fetchImpl(`${base}/${path}`, {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: init.signal,
        credentials: 'omit',
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw networkError();
    }
    if (!response.ok) throw await errorOf(response);
    return response;
  }

  async function json<T>(path: string, init: { method: string; body?: unknown }): Promise<T> {
    const response = await call(path, init);
    try {
      return (await response.json()) as T;
    } catch {
      throw new ApiError(response.status, 'bad_response', networkError().message);
    }
  }

  return api;
}
