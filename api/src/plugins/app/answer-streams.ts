import fp from 'fastify-plugin';

/** One answer being streamed, as the registry knows it. */
export interface AnswerStreamHandle {
  /** The stream ended (answered, failed, interrupted or left by the visitor). */
  close(): void;
}

export interface AnswerStreams {
  /**
   * Registers a stream that has started; `interrupt` is called when the app closes and the stream is
   * still going after the grace period (at once, for a stream that starts that late). It must make
   * the stream end soon: the runtime stops, the turn is stored as interrupted, the widget is told.
   */
  open(interrupt: () => void): AnswerStreamHandle;
  /** Streams going now (for tests and logs). */
  readonly size: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    answerStreams: AnswerStreams;
  }
}

/** After the interruptions, how long the streams get to store their turn and end before the app closes anyway. */
const INTERRUPTED_END_MS = 5_000;

function within(promise: Promise<void>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    timer.unref();
    void promise.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * The answers being streamed by this process (the widget's SSE answers), so that closing the app
 * (SIGTERM: a deploy, a scale-down) loses none of them silently. Closing first stops accepting
 * connections (the load balancer sends new visitors to another replica), then lets the streams in
 * flight finish for `shutdown.streamGraceMs`, then interrupts those still going (each ends with the
 * widget's 中断 message and is stored as an interrupted answer), and only then do the server and the
 * database close.
 */
export default fp(
  async (app) => {
    const streams = new Map<object, () => void>();
    let emptied: (() => void) | null = null;
    let interrupting = false;

    const whenEmpty = () =>
      streams.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            emptied = resolve;
          });

    app.decorate('answerStreams', {
      open(interrupt) {
        const key = {};
        streams.set(key, interrupt);
        if (interrupting) interrupt();
        return {
          close() {
            if (!streams.delete(key)) return;
            if (streams.size === 0 && emptied) {
              emptied();
              emptied = null;
            }
          },
        };
      },
      get size() {
        return streams.size;
      },
    } satisfies AnswerStreams);

    const drain = async () => {
      if (streams.size === 0) return;
      const { streamGraceMs } = app.config.shutdown;
      const log = app.log.child({ module: 'answer-streams' });
      log.info({ streams: streams.size, graceMs: streamGraceMs }, 'closing: letting the answers being streamed finish');
      if (await within(whenEmpty(), streamGraceMs)) return;
      interrupting = true;
      log.warn({ streams: streams.size }, 'closing: interrupting the answers still being streamed');
      for (const interrupt of streams.values()) interrupt();
      if (!(await within(whenEmpty(), INTERRUPTED_END_MS))) log.error({ streams: streams.size }, 'closing: some interrupted answers did not end');
    };

    app.addHook('preClose', async () => {
      if (!app.server.listening) return drain();
      // No new connections from here on (Fastify answers 503 to new requests on connections already open).
      const closed = new Promise<void>((resolve) => app.server.close(() => resolve()));
      await drain();
      // The other requests in flight end too; each connection is closed once it has nothing going.
      const idle = setInterval(() => app.server.closeIdleConnections(), 100);
      await within(closed, app.config.shutdown.streamGraceMs);
      clearInterval(idle);
    });
  },
  { name: 'answer-streams' },
);
