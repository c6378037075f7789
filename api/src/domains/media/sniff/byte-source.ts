import type { FileHandle } from 'node:fs/promises';

/** Random access to a file's bytes, so a probe reads only the headers it needs, never the whole file. */
export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `offset`; fewer at the end of the file. */
  read(offset: number, length: number): Promise<Buffer>;
}

export function bufferSource(bytes: Buffer): ByteSource {
  return {
    size: bytes.length,
    read: async (offset, length) => (offset < 0 ? Buffer.alloc(0) : bytes.subarray(offset, Math.max(offset, Math.min(bytes.length, offset + length)))),
  };
}

export function fileSource(handle: FileHandle, size: number): ByteSource {
  return {
    size,
    async read(offset, length) {
      const wanted = Math.max(0, Math.min(length, size - offset));
      if (wanted === 0 || offset < 0) return Buffer.alloc(0);
      const buffer = Buffer.alloc(wanted);
      const { bytesRead } = await handle.read(buffer, 0, wanted, offset);
      return buffer.subarray(0, bytesRead);
    },
  };
}
