import { compress, type ContentCoding } from './content-coding';

/**
 * Compressed bodies kept by a key that names their content (an ETag, a hashed file name), least
 * recently used dropped first once the kept bytes pass `maxBytes`. Bodies are per agent (the served
 * loader carries its settings), so the number of agents, not of requests, decides the work: each
 * body is compressed once per process and coding. Requests arriving while it is being compressed
 * share that one compression.
 */
export interface CompressionCache {
  compressed(key: string, bytes: Buffer, coding: ContentCoding): Promise<Buffer>;
  /** Bytes of the compressed bodies kept (for tests and logs). */
  readonly size: number;
}

interface Entry {
  body: Promise<Buffer>;
  bytes: number;
}

export function createCompressionCache(options: { maxBytes: number }): CompressionCache {
  const entries = new Map<string, Entry>();
  let total = 0;

  const evict = () => {
    for (const [key, entry] of entries) {
      if (total <= options.maxBytes) break;
      entries.delete(key);
      total -= entry.bytes;
    }
  };

  return {
    get size() {
      return total;
    },
    compressed(key, bytes, coding) {
      const id = `${coding}:${key}`;
      const hit = entries.get(id);
      if (hit) {
        // Map keeps insertion order: re-inserting marks it the most recently used.
        entries.delete(id);
        entries.set(id, hit);
        return hit.body;
      }
      const entry: Entry = { body: compress(bytes, coding), bytes: 0 };
      entries.set(id, entry);
      entry.body.then(
        (body) => {
          if (entries.get(id) !== entry) return;
          entry.bytes = body.length;
          total += body.length;
          evict();
        },
        () => {
          if (entries.get(id) === entry) entries.delete(id);
        },
      );
      return entry.body;
    },
  };
}
