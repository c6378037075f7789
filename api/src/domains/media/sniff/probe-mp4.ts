import type { ByteSource } from './byte-source';
import { type MediaProbe, NOTHING_KNOWN, seconds } from './media-probe';

/** A moov larger than this is not read for its metadata (the file is still taken). */
const MOOV_READ_MAX = 16 * 1024 * 1024;

interface Box {
  type: string;
  /** Where the box's content starts and ends, in the buffer or file it was read from. */
  start: number;
  end: number;
}

function boxAt(bytes: Buffer, offset: number, limit: number): Box | null {
  if (offset + 8 > limit) return null;
  let size = bytes.readUInt32BE(offset);
  const type = bytes.toString('latin1', offset + 4, offset + 8);
  let header = 8;
  if (size === 1) {
    if (offset + 16 > limit) return null;
    size = Number(bytes.readBigUInt64BE(offset + 8));
    header = 16;
  } else if (size === 0) {
    size = limit - offset;
  }
  if (size < header || offset + size > limit) return null;
  return { type, start: offset + header, end: offset + size };
}

function* children(bytes: Buffer, parent: Box): Generator<Box> {
  let offset = parent.start;
  for (let box = boxAt(bytes, offset, parent.end); box; box = boxAt(bytes, offset, parent.end)) {
    yield box;
    offset = box.end;
  }
}

function child(bytes: Buffer, parent: Box, type: string): Box | undefined {
  for (const box of children(bytes, parent)) if (box.type === type) return box;
  return undefined;
}

function duration(moov: Buffer, root: Box): number | null {
  const mvhd = child(moov, root, 'mvhd');
  if (!mvhd || mvhd.end - mvhd.start < 32) return null;
  const version = moov[mvhd.start] ?? 0;
  const timescale = version === 1 ? moov.readUInt32BE(mvhd.start + 20) : moov.readUInt32BE(mvhd.start + 12);
  const units = version === 1 ? Number(moov.readBigUInt64BE(mvhd.start + 24)) : moov.readUInt32BE(mvhd.start + 16);
  return timescale > 0 ? seconds(units / timescale) : null;
}

/** The first track whose header has a picture size (sound tracks say 0 × 0). Sizes are 16.16 fixed point. */
function pictureSize(moov: Buffer, root: Box): { width: number; height: number } | null {
  for (const trak of children(moov, root)) {
    if (trak.type !== 'trak') continue;
    const tkhd = child(moov, trak, 'tkhd');
    if (!tkhd) continue;
    const version = moov[tkhd.start] ?? 0;
    const at = tkhd.start + (version === 1 ? 88 : 76);
    if (at + 8 > tkhd.end) continue;
    const width = Math.round(moov.readUInt32BE(at) / 65536);
    const height = Math.round(moov.readUInt32BE(at + 4) / 65536);
    if (width > 0 && height > 0) return { width, height };
  }
  return null;
}

/** Finds moov among the top-level boxes (it may come after the media data) and reads its headers. */
export async function probeMp4(source: ByteSource): Promise<MediaProbe> {
  let offset = 0;
  for (let boxes = 0; boxes < 1000 && offset + 8 <= source.size; boxes += 1) {
    const header = await source.read(offset, 16);
    let size = header.readUInt32BE(0);
    if (size === 1) size = header.length >= 16 ? Number(header.readBigUInt64BE(8)) : 0;
    else if (size === 0) size = source.size - offset;
    if (size < 8) break;
    if (header.toString('latin1', 4, 8) === 'moov') {
      if (size > MOOV_READ_MAX) return NOTHING_KNOWN;
      const moov = await source.read(offset, size);
      const root = boxAt(moov, 0, moov.length);
      if (!root) return NOTHING_KNOWN;
      return { ...(pictureSize(moov, root) ?? { width: null, height: null }), durationSeconds: duration(moov, root) };
    }
    offset += size;
  }
  return NOTHING_KNOWN;
}
