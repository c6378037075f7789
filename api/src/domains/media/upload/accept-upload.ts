import { randomUUID } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { MEDIA_FORMAT_INFO } from 'shared-contracts';
import type { AuthenticatedOwner } from '../../auth/authenticated-owner';
import type { MediaItemRow } from '#src/db/schema/index';
import { ApiError } from '#src/errors/api-error';
import type { MediaItemsRepository } from '../media-items-repository';
import { nameFromFilename } from '../media-names';
import { mediaMessages } from '../messages';
import { fileSource } from '../sniff/byte-source';
import type { MediaProbe } from '../sniff/media-probe';
import { NotThisFormat } from '../sniff/media-probe';
import { probeMedia } from '../sniff/probe';
import { mediaKey, type MediaStore, thumbnailKey } from '../storage/media-store';
import { makeThumbnail } from './make-thumbnail';
import { receiveUpload, type ReceivedUpload } from './receive-upload';

async function probe(received: ReceivedUpload): Promise<MediaProbe> {
  const handle = await open(received.path, 'r');
  try {
    return await probeMedia(received.format, fileSource(handle, received.size));
  } catch (error) {
    if (error instanceof NotThisFormat) throw new ApiError(415, 'unsupported_media_type', mediaMessages.unsupported);
    throw error;
  } finally {
    await handle.close();
  }
}

/**
 * One uploaded file into the library: received and checked on disk, probed for its size and length,
 * decoded into a thumbnail if it is an image (an image that cannot be decoded, or has too many pixels,
 * is refused: make-thumbnail.ts), put in the store, then recorded. If anything fails on the way,
 * nothing of it stays behind.
 */
export async function acceptUpload(
  deps: { store: MediaStore; items: MediaItemsRepository },
  owner: AuthenticatedOwner,
  upload: { stream: Readable; filename: string | undefined; declaredBytes: number | null },
): Promise<MediaItemRow> {
  const received = await receiveUpload(upload.stream, { incomingDir: deps.store.incomingDir, declaredBytes: upload.declaredBytes });
  const id = randomUUID();
  const key = mediaKey(owner.agentId, id);
  const info = MEDIA_FORMAT_INFO[received.format];
  let thumbnail: { path: string; size: number } | null = null;
  const stored: string[] = [];
  try {
    const probed = await probe(received);
    thumbnail = info.kind === 'image' ? await makeThumbnail(received.path, deps.store.incomingDir) : null;
    if (thumbnail) {
      await deps.store.put(thumbnailKey(owner.agentId, id), { ...thumbnail, contentType: 'image/webp' });
      stored.push(thumbnailKey(owner.agentId, id));
    }
    await deps.store.put(key, { path: received.path, size: received.size, contentType: info.mime });
    stored.push(key);
    return await deps.items.insert(owner, {
      id,
      name: nameFromFilename(upload.filename, received.format),
      kind: info.kind,
      format: received.format,
      mime: info.mime,
      size: received.size,
      width: probed.width,
      height: probed.height,
      durationSeconds: probed.durationSeconds,
      tags: [],
      sha256: received.sha256,
      storageKey: key,
      thumbnailKey: thumbnail ? thumbnailKey(owner.agentId, id) : null,
    });
  } catch (error) {
    await Promise.allSettled([
      rm(received.path, { force: true }),
      ...(thumbnail ? [rm(thumbnail.path, { force: true })] : []),
      ...stored.map((storedKey) => deps.store.remove(storedKey)),
    ]);
    throw error;
  }
}
