// The widget's side of an answer stream, as the widget sends and reads it: the client half of the
// agent-stream bench, used in its own process (stream-load.ts) for the streams at once, so that the
// client's work is measured apart from the API's.
import http from 'node:http';

const SITE = 'https://bench-shop.example.com';

export interface StreamOutcome {
  ok: boolean;
  messageId?: string;
  error?: string;
  firstTokenMs: number | null;
  totalMs: number;
}

// node:http rather than fetch: fetch (undici) gives up on headers after 300 s, and with 2,000 answers
// queued on one database connection the last headers may legitimately come later than that.
export const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

export function post(url: string, body: unknown, token?: string): Promise<http.IncomingMessage> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    request.on('response', resolve);
    request.on('error', reject);
    request.end(payload);
  });
}

/** One message as the widget sends it, read event by event until `done` (or an error). */
export async function streamAnswer(base: string, token: string, conversationId: string, text: string): Promise<StreamOutcome> {
  const t0 = performance.now();
  let firstTokenMs: number | null = null;
  try {
    const response = await post(`${base}/conversations/${conversationId}/messages`, { text }, token);
    if (response.statusCode !== 200) {
      response.resume();
      return { ok: false, error: `status ${response.statusCode}`, firstTokenMs, totalMs: performance.now() - t0 };
    }
    response.setEncoding('utf8');
    let buffer = '';
    let done = false;
    let failed = false;
    let messageId: string | undefined;
    for await (const chunk of response as AsyncIterable<string>) {
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (\w+)/m.exec(block)?.[1];
        if (event === 'delta' && firstTokenMs === null) firstTokenMs = performance.now() - t0;
        if (event === 'start') messageId = (JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { message_id: string }).message_id;
        if (event === 'error') failed = true;
        if (event === 'done') done = true;
        end = buffer.indexOf('\n\n');
      }
    }
    if (failed) return { ok: false, error: 'error event', firstTokenMs, totalMs: performance.now() - t0 };
    return done
      ? { ok: true, messageId, firstTokenMs, totalMs: performance.now() - t0 }
      : { ok: false, error: 'no done event', firstTokenMs, totalMs: performance.now() - t0 };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : 'failure', firstTokenMs, totalMs: performance.now() - t0 };
  }
}

export async function startConversation(base: string): Promise<{ token: string; conversationId: string }> {
  const response = await post(`${base}/conversations`, { origin: SITE });
  response.setEncoding('utf8');
  let text = '';
  for await (const chunk of response as AsyncIterable<string>) text += chunk;
  if (response.statusCode !== 200) throw new Error(`start: ${response.statusCode} ${text}`);
  const body = JSON.parse(text) as { visitor_token: string; conversation_id: string };
  return { token: body.visitor_token, conversationId: body.conversation_id };
}
