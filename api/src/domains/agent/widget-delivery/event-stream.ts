import type { FastifyReply, FastifyRequest } from 'fastify';

/** Proxies close idle connections after a minute or so; a comment line every 15 s keeps the stream open. */
export const HEARTBEAT_MS = 15_000;

export interface EventStream {
  /** Aborted when the visitor goes away (tab closed, network lost), so the answer stops being made. */
  readonly signal: AbortSignal;
  /** Writes one event at once; false once the stream has ended. */
  send(event: string, data: unknown): boolean;
  end(): void;
}

/**
 * A text/event-stream answer written straight to the socket, one event per write and nothing
 * buffered on the way: no Nagle delay, `X-Accel-Buffering: no` for nginx, no-transform for other
 * proxies. The reply is taken from Fastify (hijacked), so its serializers and hooks no longer apply.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, options: { heartbeatMs?: number } = {}): EventStream {
  const controller = new AbortController();
  const raw = reply.raw;
  reply.hijack();
  const socket = request.raw.socket as { setNoDelay?: (noDelay: boolean) => void } | undefined;
  // Injected requests (tests) have a stand-in socket without it.
  if (typeof socket?.setNoDelay === 'function') socket.setNoDelay(true);
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    ...(request.raw.httpVersionMajor < 2 ? { connection: 'keep-alive' } : {}),
  });
  let ended = false;
  const heartbeat = setInterval(() => {
    if (!ended) raw.write(': ping\n\n');
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
  };
  // 'close' on the response comes both after a normal end and when the client goes away first.
  raw.on('close', () => {
    const disconnected = !raw.writableFinished;
    finish();
    if (disconnected) controller.abort();
  });

  return {
    signal: controller.signal,
    send(event, data) {
      if (ended || raw.destroyed) return false;
      // JSON never holds a raw newline, so each event is one `data:` line.
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      return true;
    },
    end() {
      if (ended) return;
      finish();
      raw.end();
    },
  };
}
