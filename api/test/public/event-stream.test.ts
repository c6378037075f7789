import Fastify, { type FastifyInstance } from 'fastify';
import { openEventStream } from '../../src/domains/agent/widget-delivery/event-stream';

/** The stream over a real socket: headers, one write per event, heartbeats, and the abort when the client leaves. */
describe('server-sent event stream', () => {
  let app: FastifyInstance;
  let origin: string;
  let aborted: Promise<void>;
  beforeAll(async () => {
    let markAborted: () => void = () => undefined;
    aborted = new Promise((resolve) => {
      markAborted = resolve;
    });
    app = Fastify();
    app.post('/stream', async (request, reply) => {
      const stream = openEventStream(request, reply, { heartbeatMs: 50 });
      stream.signal.addEventListener('abort', () => markAborted());
      stream.send('start', { message_id: 'm1' });
      // Holds the stream open, as a slow model would, until the client goes away.
      await new Promise<void>((resolve) => stream.signal.addEventListener('abort', () => resolve()));
      return reply;
    });
    app.post('/short', async (request, reply) => {
      const stream = openEventStream(request, reply);
      stream.send('delta', { text: '改行\nも' });
      stream.send('done', { id: 'x' });
      stream.end();
      expect(stream.send('late', {})).toBe(false);
      return reply;
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app?.close());

  it('sends unbuffered event-stream headers and each event as one data line', async () => {
    const response = await fetch(`${origin}/short`, { method: 'POST' });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(await response.text()).toBe('event: delta\ndata: {"text":"改行\\nも"}\n\nevent: done\ndata: {"id":"x"}\n\n');
  });

  it('delivers the first event before the answer ends, keeps the line alive with comments, and aborts when the client leaves', async () => {
    const client = new AbortController();
    const response = await fetch(`${origin}/stream`, { method: 'POST', signal: client.signal });
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const decoder = new TextDecoder();
    let received = '';
    while (!received.includes(': ping')) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
    expect(received.startsWith('event: start\ndata: {"message_id":"m1"}\n\n')).toBe(true);
    expect(received).toContain(': ping\n\n');
    client.abort();
    await expect(aborted).resolves.toBeUndefined();
  });
});
