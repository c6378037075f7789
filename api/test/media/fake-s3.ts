import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request as "METHOD /bucket/key", with the headers that tell how the body was sent. */
  requests: { line: string; authorization: string; contentEncoding: string }[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

const xmlError = (code: string, message: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * An S3 endpoint on loopback speaking the part of the protocol the media store uses, path-style
 * (`/bucket/key`): PutObject, GetObject with Range, DeleteObject. Signatures are recorded, not checked.
 */
export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: FakeS3['requests'] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, requestBucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    requests.push({
      line: `${request.method} /${requestBucket}/${key}`,
      authorization: String(request.headers.authorization ?? ''),
      contentEncoding: String(request.headers['content-encoding'] ?? ''),
    });
    const body = await readBody(request);
    if (requestBucket !== bucket) {
      response.writeHead(404, { 'content-type': 'application/xml' }).end(xmlError('NoSuchBucket', 'The specified bucket does not exist'));
      return;
    }
    if (request.method === 'PUT') {
      objects.set(key, { body, contentType: String(request.headers['content-type'] ?? 'application/octet-stream') });
      response.writeHead(200, { etag: '"fake"' }).end();
      return;
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
      return;
    }
    const object = objects.get(key);
    if (!object) {
      response.writeHead(404, { 'content-type': 'application/xml' }).end(xmlError('NoSuchKey', 'The specified key does not exist.'));
      return;
    }
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
    if (range) {
      const start = Number(range[1]);
      const end = Math.min(Number(range[2]), object.body.length - 1);
      response
        .writeHead(206, { 'content-type': object.contentType, 'content-range': `bytes ${start}-${end}/${object.body.length}`, 'content-length': end - start + 1 })
        .end(object.body.subarray(start, end + 1));
      return;
    }
    response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length }).end(object.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
