import type { LightMyRequestResponse } from 'fastify';
import { type StartConversationResponse, startConversationResponseSchema } from 'shared-contracts';
import type { TestContext } from '../helper';
import { widgetPath } from './public-fixtures';

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** The events of a text/event-stream body, comments (heartbeats) left out. */
export function parseEventStream(body: string): StreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '' && !block.startsWith(':'))
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}

/** The widget's calls, as the frame makes them, for one agent. */
export function widgetClient(t: TestContext, agentId: string, ip = '203.0.113.7') {
  const call = (method: 'GET' | 'POST' | 'PUT', rest: string, token: string | null, payload?: unknown): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: widgetPath(agentId, rest),
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    call,
    start: (origin: string, visitorToken?: string) => call('POST', 'conversations', null, { origin, ...(visitorToken ? { visitor_token: visitorToken } : {}) }),
    async startOk(origin: string, visitorToken?: string): Promise<StartConversationResponse> {
      const response = await call('POST', 'conversations', null, { origin, ...(visitorToken ? { visitor_token: visitorToken } : {}) });
      if (response.statusCode !== 200) throw new Error(`start: ${response.statusCode} ${response.body}`);
      return startConversationResponseSchema.strict().parse(response.json());
    },
    send: (token: string, conversationId: string, body: { text: string } | { quick_reply_id: string } | { candidate_item_id: string } | Record<string, string>) =>
      call('POST', `conversations/${conversationId}/messages`, token, body),
    messages: (token: string, conversationId: string) => call('GET', `conversations/${conversationId}/messages`, token),
    feedback: (token: string, messageId: string, value: 'up' | 'down' | null) => call('PUT', `messages/${messageId}/feedback`, token, { value }),
  };
}
