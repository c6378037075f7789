import { Readable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type MediaItem, mediaItemSchema } from 'shared-contracts';
import type { OwnerSession, TestContext } from '../helper';
import { multipartFile } from './media-fixtures';

/** The media endpoints as one owner calls them. */
export function mediaClient(t: TestContext, session: OwnerSession) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, options: Partial<InjectOptions> = {}): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url: `/api/v1/${path}`, headers: session.headers, ...options });
  return {
    upload(bytes: Buffer, fileName: string, type?: string): Promise<LightMyRequestResponse> {
      const { payload, headers } = multipartFile(bytes, fileName, type);
      return t.app.inject({ method: 'POST', url: '/api/v1/media', payload, headers: { ...session.headers, ...headers } });
    },
    async uploadOk(bytes: Buffer, fileName: string): Promise<MediaItem> {
      const response = await this.upload(bytes, fileName);
      if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
      return mediaItemSchema.strict().parse(response.json());
    },
    list: (query: Record<string, string> = {}) => call('GET', 'media', { query }),
    tags: () => call('GET', 'media/tags'),
    /** Any owner endpoint below /api/v1 (the settings that point at media). */
    read: (apiPath: string) => call('GET', apiPath),
    get: (id: string) => call('GET', `media/${id}`),
    patch: (id: string, payload: InjectOptions['payload']) => call('PATCH', `media/${id}`, { payload }),
    delete: (id: string, query: Record<string, string> = {}) => call('DELETE', `media/${id}`, { query }),
    put: (apiPath: string, payload: InjectOptions['payload']): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: 'PUT', url: `/api/v1/${apiPath}`, headers: session.headers, payload }),
  };
}

/** The path and query of an item's public URL, for inject. */
export function publicPath(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * A multipart upload that is made as it is read: `head` as the file's first bytes, then zeros up to
 * `total` bytes. `pulled()` tells how much the server actually read.
 */
export function streamedUpload(head: Buffer, total: number) {
  const boundary = '----streamed-upload-boundary';
  const opening = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024);
  let sent = 0;
  let pulled = 0;
  const body = new Readable({
    read() {
      let next: Buffer | null;
      if (sent === 0) next = Buffer.concat([opening, head]);
      else if (sent - opening.length < total) next = chunk.subarray(0, Math.min(chunk.length, total - (sent - opening.length)));
      else if (sent - opening.length === total) next = closing;
      else next = null;
      if (next) {
        sent += next.length;
        pulled += next.length;
      }
      this.push(next);
    },
  });
  return {
    body,
    contentLength: opening.length + total + closing.length,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    pulled: () => pulled,
  };
}
