import type { Readable } from 'node:stream';

/** Bytes `start` to `end`, both included, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media bytes live. Keys are `<agentId>/<mediaId>` (and `<agentId>/<mediaId>.thumb.webp`);
 * rows in media_items say which keys exist, so a store never needs to list anything.
 */
export interface MediaStore {
  /** For the start-up line and logs, e.g. "local disk (/data/media)". */
  readonly description: string;
  /** A folder on this machine where uploads are written while they arrive and are checked. */
  readonly incomingDir: string;
  /** Takes a finished, checked file (moved or uploaded; the local file is gone afterwards). */
  put(key: string, file: { path: string; size: number; contentType: string }): Promise<void>;
  /** The object's bytes, or only `range`; null when there is no such object. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Deleting what is not there is not an error. */
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^agt_[0-9a-z]{20}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.thumb\.webp)?$/;

/** Keys are made by the app, never taken from a request; this keeps a bug from reaching outside the store. */
export function assertMediaKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`not a media key: ${key}`);
}

export function mediaKey(agentId: string, mediaId: string): string {
  return `${agentId}/${mediaId}`;
}

export function thumbnailKey(agentId: string, mediaId: string): string {
  return `${agentId}/${mediaId}.thumb.webp`;
}
