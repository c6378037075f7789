import type { ByteSource } from './byte-source';
import { type MediaProbe, seconds } from './media-probe';

/** Segment info and tracks come before the first cluster; this much of the file always holds them. */
const HEADER_READ_BYTES = 1024 * 1024;

const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cluster: 0x1f43b675,
} as const;

interface Element {
  id: number;
  start: number;
  end: number;
}

/** An EBML variable-length integer: the leading zero bits say how many bytes follow. */
function vint(bytes: Buffer, offset: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === (0xff >> length);
  for (let i = 1; i < length; i += 1) {
    const byte = bytes[offset + i] ?? 0;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function* elements(bytes: Buffer, start: number, end: number): Generator<Element> {
  let offset = start;
  while (offset < end) {
    const id = vint(bytes, offset, true);
    if (!id) return;
    const size = vint(bytes, offset + id.length, false);
    if (!size) return;
    const contentStart = offset + id.length + size.length;
    // Live recordings (a browser's MediaRecorder) write "unknown size": it runs to its parent's end.
    const contentEnd = size.unknown ? end : Math.min(end, contentStart + size.value);
    yield { id: id.value, start: contentStart, end: contentEnd };
    offset = contentEnd;
  }
}

function uint(bytes: Buffer, element: Element): number {
  let value = 0;
  for (let i = element.start; i < element.end; i += 1) value = value * 256 + (bytes[i] ?? 0);
  return value;
}

function float(bytes: Buffer, element: Element): number | null {
  const length = element.end - element.start;
  if (length === 4) return bytes.readFloatBE(element.start);
  if (length === 8) return bytes.readDoubleBE(element.start);
  return null;
}

export async function probeWebm(source: ByteSource): Promise<MediaProbe> {
  const bytes = await source.read(0, HEADER_READ_BYTES);
  const probe: MediaProbe = { width: null, height: null, durationSeconds: null };
  for (const top of elements(bytes, 0, bytes.length)) {
    if (top.id !== ID.segment) continue;
    for (const section of elements(bytes, top.start, top.end)) {
      if (section.id === ID.cluster) return probe;
      if (section.id === ID.info) {
        let scale = 1_000_000;
        let units: number | null = null;
        for (const field of elements(bytes, section.start, section.end)) {
          if (field.id === ID.timecodeScale) scale = uint(bytes, field);
          if (field.id === ID.duration) units = float(bytes, field);
        }
        if (units !== null) probe.durationSeconds = seconds((units * scale) / 1e9);
      }
      if (section.id === ID.tracks && probe.width === null) {
        for (const entry of elements(bytes, section.start, section.end)) {
          if (entry.id !== ID.trackEntry) continue;
          for (const part of elements(bytes, entry.start, entry.end)) {
            if (part.id !== ID.video) continue;
            for (const field of elements(bytes, part.start, part.end)) {
              if (field.id === ID.pixelWidth) probe.width = uint(bytes, field);
              if (field.id === ID.pixelHeight) probe.height = uint(bytes, field);
            }
          }
        }
      }
    }
    return probe;
  }
  return probe;
}
