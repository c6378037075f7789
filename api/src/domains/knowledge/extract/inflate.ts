import { Readable } from 'node:stream';
import { constants, createInflate, createInflateRaw } from 'node:zlib';

export interface Inflated {
  /** Bytes the data inflated to, up to the point it stopped. */
  bytes: number;
  /** It would have inflated to more than `max`: inflating stopped there. */
  overflow: boolean;
  /** The data ended early or was not deflate data (the bytes before the fault are counted). */
  broken: boolean;
}

/** Compressed bytes handed to zlib at a time: one piece inflates to about a megabyte at most (deflate's limit is 1032:1). */
const PIECE = 1024;

function* pieces(data: Uint8Array): Generator<Buffer> {
  for (let start = 0; start < data.length; start += PIECE) yield Buffer.from(data.buffer, data.byteOffset + start, Math.min(PIECE, data.length - start));
}

/**
 * Inflates deflate data (raw, as a ZIP entry holds it, or zlib-wrapped, as a PDF's FlateDecode stream)
 * on Node's thread pool, counting what comes out and stopping as soon as it passes `max`: nothing of a
 * bomb is inflated beyond the limit, and nothing is kept unless `onChunk` keeps it. What `onChunk`
 * throws stops inflating and is thrown.
 */
export async function inflateCounted(
  data: Uint8Array,
  format: 'raw' | 'zlib',
  max: number,
  onChunk?: (chunk: Buffer) => void,
): Promise<Inflated> {
  // A truncated stream still yields what it holds, as PDF readers read it.
  const options = { finishFlush: constants.Z_SYNC_FLUSH };
  const inflater = format === 'raw' ? createInflateRaw(options) : createInflate(options);
  const source = Readable.from(pieces(data), { objectMode: false });
  source.pipe(inflater);
  let bytes = 0;
  let callerError: { error: unknown } | null = null;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > max) return { bytes, overflow: true, broken: false };
      try {
        onChunk?.(chunk);
      } catch (error) {
        callerError = { error };
        break;
      }
    }
    if (callerError) throw callerError.error;
    return { bytes, overflow: false, broken: false };
  } catch (error) {
    if (callerError) throw error;
    return { bytes, overflow: false, broken: true };
  } finally {
    source.unpipe(inflater);
    source.destroy();
    inflater.destroy();
  }
}
