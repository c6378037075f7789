import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { MEDIA_FORMAT_INFO, MEDIA_MAX_BYTES, MEDIA_MAX_BYTES_ANY, type MediaFormat } from 'shared-contracts';
import { ApiError } from '#src/errors/api-error';
import { mediaMessages } from '../messages';
import { SNIFF_HEAD_BYTES, sniffHead } from '../sniff/sniff-head';

export interface ReceivedUpload {
  /** A file in the store's incoming folder; the caller keeps it or removes it. */
  path: string;
  size: number;
  sha256: string;
  format: MediaFormat;
}

/** What a multipart body adds around one file: boundaries and part headers with a long name. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

function tooLarge(format: MediaFormat): ApiError {
  return new ApiError(413, 'payload_too_large', mediaMessages.tooLarge(MEDIA_FORMAT_INFO[format].kind));
}

function formatOf(head: Buffer): MediaFormat {
  const verdict = sniffHead(head);
  if ('format' in verdict) return verdict.format;
  throw new ApiError(415, 'unsupported_media_type', verdict.refused === 'svg' ? mediaMessages.svg : mediaMessages.unsupported);
}

/**
 * Streams an upload to disk while checking it: the first bytes decide the format (and so its size
 * limit) before more is written, the limit is enforced as bytes arrive, and nothing is held in
 * memory beyond the head. A request that says in advance it is larger than the format allows is
 * refused right after its head. Refusals are ApiErrors (413, 415, 400); the partial file is removed.
 */
export async function receiveUpload(stream: Readable, options: { incomingDir: string; declaredBytes: number | null }): Promise<ReceivedUpload> {
  const target = path.join(options.incomingDir, randomUUID());
  const out = createWriteStream(target, { flags: 'wx' });
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let format: MediaFormat | null = null;
  let limit = MEDIA_MAX_BYTES_ANY;
  let size = 0;

  const decide = (head: Buffer): MediaFormat => {
    const decided = formatOf(head);
    limit = MEDIA_MAX_BYTES[MEDIA_FORMAT_INFO[decided].kind];
    if (options.declaredBytes !== null && options.declaredBytes - MULTIPART_OVERHEAD_BYTES > limit) throw tooLarge(decided);
    return decided;
  };

  try {
    for await (const data of stream) {
      const chunk: Buffer = Buffer.isBuffer(data) ? data : Buffer.from(data as Uint8Array);
      size += chunk.length;
      if (format === null) {
        headChunks.push(chunk);
        headLength += chunk.length;
        if (headLength >= SNIFF_HEAD_BYTES) format = decide(Buffer.concat(headChunks).subarray(0, SNIFF_HEAD_BYTES));
      }
      // The head is far below every limit, so the format is known by the time one can be passed.
      if (format !== null && size > limit) throw tooLarge(format);
      hash.update(chunk);
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', resolve));
    }
    if (size === 0) throw new ApiError(400, 'bad_request', mediaMessages.empty);
    format ??= decide(Buffer.concat(headChunks));
    out.end();
    await finished(out);
    return { path: target, size, sha256: hash.digest('hex'), format };
  } catch (error) {
    // The file may still be opening: removing it before the stream has closed would leave it behind.
    if (!out.closed) {
      const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
      out.destroy();
      await closed;
    }
    await rm(target, { force: true });
    throw error;
  }
}
