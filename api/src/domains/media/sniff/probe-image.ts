import type { ByteSource } from './byte-source';
import { type MediaProbe, NotThisFormat } from './media-probe';

function dimensions(width: number, height: number): MediaProbe {
  if (width <= 0 || height <= 0) throw new NotThisFormat('an image without a size');
  return { width, height, durationSeconds: null };
}

export async function probePng(source: ByteSource): Promise<MediaProbe> {
  const head = await source.read(0, 24);
  // The first chunk of every PNG is IHDR, 13 bytes long.
  if (head.length < 24 || head.readUInt32BE(8) !== 13 || head.toString('latin1', 12, 16) !== 'IHDR') {
    throw new NotThisFormat('PNG without IHDR');
  }
  return dimensions(head.readUInt32BE(16), head.readUInt32BE(20));
}

export async function probeGif(source: ByteSource): Promise<MediaProbe> {
  const head = await source.read(0, 10);
  return dimensions(head.readUInt16LE(6), head.readUInt16LE(8));
}

export async function probeWebp(source: ByteSource): Promise<MediaProbe> {
  const head = await source.read(0, 30);
  if (head.length < 30) throw new NotThisFormat('WebP too short');
  const chunk = head.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return dimensions(1 + head.readUIntLE(24, 3), 1 + head.readUIntLE(27, 3));
  if (chunk === 'VP8L') {
    if (head[20] !== 0x2f) throw new NotThisFormat('VP8L without its signature');
    const bits = head.readUInt32LE(21);
    return dimensions((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8 ') {
    if (head[23] !== 0x9d || head[24] !== 0x01 || head[25] !== 0x2a) throw new NotThisFormat('VP8 without its start code');
    return dimensions(head.readUInt16LE(26) & 0x3fff, head.readUInt16LE(28) & 0x3fff);
  }
  throw new NotThisFormat('WebP of an unknown kind');
}

/** SOF markers carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Walks the JPEG's segments (EXIF, colour profiles…) to its frame header; a JPEG without one is not an image. */
export async function probeJpeg(source: ByteSource): Promise<MediaProbe> {
  let offset = 2;
  for (let segments = 0; segments < 1000 && offset + 4 <= source.size; segments += 1) {
    const header = await source.read(offset, 10);
    if (header[0] !== 0xff) throw new NotThisFormat('JPEG segment without a marker');
    const marker = header[1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    if (header.length < 4) break;
    const length = header.readUInt16BE(2);
    if (length < 2) throw new NotThisFormat('JPEG segment of no length');
    if (isStartOfFrame(marker)) {
      if (header.length < 9) break;
      return dimensions(header.readUInt16BE(7), header.readUInt16BE(5));
    }
    offset += 2 + length;
  }
  throw new NotThisFormat('JPEG without a frame header');
}
