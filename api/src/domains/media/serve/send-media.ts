import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '#src/errors/api-error';
import { mediaMessages } from '../messages';
import type { MediaStore } from '../storage/media-store';
import { contentDisposition, etagOf, MEDIA_CACHE_CONTROL, MEDIA_CSP, matchesEtag } from './media-headers';
import { parseRange } from './parse-range';

export interface ServedObject {
  key: string;
  mime: string;
  /** Null when not recorded (thumbnails): no ranges then, the whole object is sent. */
  size: number | null;
  sha256: string;
  kind: 'image' | 'video' | 'audio' | 'pdf';
  filename: string;
  modifiedAt: Date;
}

/** One stored object as the widget and browsers need it: its true type, safe headers, caching and byte ranges. */
export async function sendMedia(request: FastifyRequest, reply: FastifyReply, store: MediaStore, object: ServedObject): Promise<FastifyReply> {
  const etag = etagOf(object.sha256);
  const cached = matchesEtag(request.headers['if-none-match'], etag);
  const ifRange = request.headers['if-range'];
  const ranged = object.size !== null && (ifRange === undefined || ifRange === etag);
  const range = ranged ? parseRange(request.headers.range, object.size ?? 0) : ({ kind: 'full' } as const);
  // Read first, so a missing object is answered as the JSON 404 it is, not under the file's headers.
  const body = cached || range.kind === 'unsatisfiable' ? null : await store.read(object.key, range.kind === 'partial' ? range : undefined);
  if (!cached && range.kind !== 'unsatisfiable' && !body) throw new ApiError(404, 'not_found', mediaMessages.notFound);

  reply.headers({
    'x-content-type-options': 'nosniff',
    'content-security-policy': MEDIA_CSP,
    'cross-origin-resource-policy': 'cross-origin',
    'cache-control': MEDIA_CACHE_CONTROL,
    etag,
    'last-modified': object.modifiedAt.toUTCString(),
  });
  if (object.size !== null) reply.header('accept-ranges', 'bytes');
  if (cached) return reply.code(304).send();
  if (range.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${object.size ?? 0}`);
    return reply.code(416).send({ code: 'range_not_satisfiable', message: mediaMessages.rangeNotSatisfiable });
  }
  reply.header('content-type', object.mime);
  reply.header('content-disposition', contentDisposition(object.kind, object.filename));
  if (range.kind === 'partial') {
    reply.header('content-range', `bytes ${range.start}-${range.end}/${object.size ?? 0}`);
    reply.header('content-length', String(range.end - range.start + 1));
    return reply.code(206).send(body);
  }
  if (object.size !== null) reply.header('content-length', String(object.size));
  return reply.code(200).send(body);
}
