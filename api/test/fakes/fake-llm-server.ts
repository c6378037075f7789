import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendJson } from '../fake-server';

/** What the fake does with the next completion requests. */
export type FakeLlmBehaviour =
  /** Answers with these pieces: streamed one SSE event each (stream: true), or joined (stream: false). */
  | { kind: 'answer'; pieces: string[]; delayMs?: number }
  /** Answers this HTTP status with the provider's own error body (401, 429, 500…). */
  | { kind: 'status'; status: number; message?: string }
  /** Accepts the request and never answers: the caller's timeout must end it. */
  | { kind: 'hang' }
  /** Sends these pieces, then drops the connection mid-stream. */
  | { kind: 'cut'; pieces: string[] }
  /**
   * Streams `pieces`, then waits: the n-th request of this behaviour for `gates[n]` (for ever when there
   * is none), then sends `rest` and finishes. An answer still being written when a test acts.
   */
  | { kind: 'stall'; pieces: string[]; rest: string[]; gates: Promise<void>[] };

/** One completion request as it reached the fake. */
export interface FakeLlmRequest<Body> {
  headers: IncomingMessage['headers'];
  body: Body;
}

/** An answer being streamed in the provider's own SSE events. */
export interface FakeLlmStream {
  piece(text: string): void;
  /** The provider's closing events; the connection is ended after them. */
  finish(): void;
}

/** A provider's wire protocol; the behaviours, the request log and the socket are the same for all. */
export interface FakeLlmWire<Body extends { stream?: boolean }> {
  /** Answers what is not a completion request (route, key, headers, other endpoints) and says whether it is one. */
  admit(request: IncomingMessage, response: ServerResponse): boolean;
  sendError(response: ServerResponse, status: number, message: string): void;
  /** The message of a `status` behaviour that names none. */
  defaultErrorMessage: string;
  /** The JSON of an answer that is not streamed; `sequence`: the request's number in the log, from 1, for ids. */
  wholeAnswer(body: Body, text: string, sequence: number): unknown;
  /** Called once the SSE head is written; sends the provider's opening events. */
  startStream(response: ServerResponse, body: Body, sequence: number): FakeLlmStream;
}

export interface FakeLlmServer<Body> {
  /** http://127.0.0.1:PORT */
  origin: string;
  requests: FakeLlmRequest<Body>[];
  /** Sets what the following requests get. */
  behave(behaviour: FakeLlmBehaviour): void;
  close(): Promise<void>;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A local LLM provider on a real socket, speaking `wire`, doing what it was last told to. */
export async function startFakeLlmServer<Body extends { stream?: boolean }>(
  wire: FakeLlmWire<Body>,
  options: { behaviour: FakeLlmBehaviour; port?: number },
): Promise<FakeLlmServer<Body>> {
  let behaviour = options.behaviour;
  let stalled = 0;
  const requests: FakeLlmRequest<Body>[] = [];

  async function handle(request: IncomingMessage, raw: string, response: ServerResponse): Promise<void> {
    if (!wire.admit(request, response)) return;
    let body: Body;
    try {
      body = JSON.parse(raw) as Body;
    } catch {
      wire.sendError(response, 400, 'Invalid JSON');
      return;
    }
    requests.push({ headers: request.headers, body });
    const current = behaviour;
    if (current.kind === 'status') {
      wire.sendError(response, current.status, current.message ?? wire.defaultErrorMessage);
      return;
    }
    if (current.kind === 'hang') return;
    if (!body.stream) {
      sendJson(response, 200, wire.wholeAnswer(body, current.pieces.join(''), requests.length));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const stream = wire.startStream(response, body, requests.length);
    for (const piece of current.pieces) {
      if (current.kind === 'answer' && current.delayMs) await sleep(current.delayMs);
      stream.piece(piece);
    }
    if (current.kind === 'cut') {
      response.destroy();
      return;
    }
    if (current.kind === 'stall') {
      const gate = current.gates[stalled] ?? new Promise<void>(() => undefined);
      stalled += 1;
      await gate;
      for (const piece of current.rest) stream.piece(piece);
    }
    stream.finish();
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
      stalled = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
