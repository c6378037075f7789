import type { FastifyReply } from 'fastify';
import type { CompressionCache } from './compression-cache';
import type { ContentCoding } from './content-coding';

/** Caches between the API and the browser must keep one copy per coding. */
export function varyOnAcceptEncoding(reply: FastifyReply): FastifyReply {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return reply;
  return reply.header('vary', [...names, 'Accept-Encoding'].join(', '));
}

/** An ETag per representation: the compressed bytes are not the identity bytes, so their tags differ. */
export function etagFor(digest: string, coding: ContentCoding | null): string {
  return coding ? `"${digest}-${coding}"` : `"${digest}"`;
}

/**
 * Sends `body` in `coding` (compressed once per `key`, which must name the body's content) or as is.
 * Never for streams: the SSE answers go out event by event and must not wait on a compressor.
 */
export async function sendEncoded(
  reply: FastifyReply,
  cache: CompressionCache,
  coding: ContentCoding | null,
  key: string,
  body: Buffer,
): Promise<FastifyReply> {
  varyOnAcceptEncoding(reply);
  if (!coding) return reply.send(body);
  const encoded = await cache.compressed(key, body, coding);
  return reply.header('content-encoding', coding).send(encoded);
}
