import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on loopback that records what reaches it, standing in for a provider or a website. */
export async function startFakeServer(
  handle: (request: RecordedRequest, response: ServerResponse) => void | Promise<void>,
  options: { port?: number } = {},
): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      Promise.resolve(handle(recorded, response)).catch(() => response.destroy());
    });
  });
  // A port of the caller's choosing: e2e serves a fake where the API already takes a fixed address for a public site.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
