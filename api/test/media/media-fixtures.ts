import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Tiny valid files of every format the library takes, made here: images by a real encoder (sharp),
 * the containers byte by byte as their specifications lay them out. And the disguises it must refuse.
 */

/** `n` as an unsigned integer of 2 or 4 bytes, in the byte order the container's specification uses. */
function unsigned(n: number, bytes: 2 | 4, order: 'be' | 'le'): Buffer {
  const b = Buffer.alloc(bytes);
  if (order === 'be') b.writeUIntBE(n, 0, bytes);
  else b.writeUIntLE(n, 0, bytes);
  return b;
}

const u32be = (n: number) => unsigned(n, 4, 'be');
const u16be = (n: number) => unsigned(n, 2, 'be');
const u32le = (n: number) => unsigned(n, 4, 'le');
const u16le = (n: number) => unsigned(n, 2, 'le');

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32be(data.length), typed, u32be(crc32(typed))]);
}

/**
 * A PNG written by hand (signature, IHDR, one IDAT, IEND), so the sniffer is tested without any
 * encoder: grey, or each pixel's RGB from `pixel` (e2e draws squares one can tell apart in a screenshot).
 */
export function handmadePng(width: number, height: number, pixel: (x: number, y: number) => readonly [number, number, number] = () => [0x80, 0x80, 0x80]): Buffer {
  const ihdr = Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 2, 0, 0, 0])]);
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) row.set(pixel(x, y), 1 + x * 3);
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const purple = { r: 128, g: 0, b: 128 };

export function encodedImage(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 1, height = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: purple } })
    .toFormat(format)
    .toBuffer();
}

/** PCM, mono, 8 kHz, 8 bit: `seconds` of silence. */
export function wav(seconds: number): Buffer {
  const data = Buffer.alloc(Math.round(8000 * seconds), 0x80);
  const fmt = Buffer.concat([u16le(1), u16le(1), u32le(8000), u32le(8000), u16le(1), u16le(8)]);
  return Buffer.concat([
    Buffer.from('RIFF'),
    u32le(4 + 8 + fmt.length + 8 + data.length),
    Buffer.from('WAVE'),
    Buffer.from('fmt '),
    u32le(fmt.length),
    fmt,
    Buffer.from('data'),
    u32le(data.length),
    data,
  ]);
}

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([u32be(8 + body.length), Buffer.from(type, 'latin1'), body]);
}

/** ftyp, then moov with a movie header (2.5 s) and one video track header (320 × 240). */
export function mp4(options: { moov?: boolean; majorBrand?: string } = {}): Buffer {
  const ftyp = box('ftyp', Buffer.from(options.majorBrand ?? 'isom', 'latin1'), u32be(0x200), Buffer.from('isomiso2avc1mp41', 'latin1'));
  if (options.moov === false) return ftyp;
  const matrix = Buffer.concat([u32be(0x10000), u32be(0), u32be(0), u32be(0), u32be(0x10000), u32be(0), u32be(0), u32be(0), u32be(0x40000000)]);
  const mvhd = box('mvhd', u32be(0), u32be(0), u32be(0), u32be(1000), u32be(2500), u32be(0x10000), u16be(0x100), Buffer.alloc(10), matrix, Buffer.alloc(24), u32be(2));
  const tkhd = box(
    'tkhd',
    u32be(3),
    u32be(0),
    u32be(0),
    u32be(1),
    u32be(0),
    u32be(2500),
    Buffer.alloc(8),
    u16be(0),
    u16be(0),
    u16be(0),
    u16be(0),
    matrix,
    u32be(320 * 65536),
    u32be(240 * 65536),
  );
  return Buffer.concat([ftyp, box('free'), box('moov', mvhd, box('trak', tkhd))]);
}

function ebml(id: number[], ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  if (body.length >= 127) throw new Error('fixture elements stay small');
  return Buffer.concat([Buffer.from(id), Buffer.from([0x80 | body.length]), body]);
}

/** An EBML header naming `docType`, then a segment of unknown size (as recorders write) with its info and a 640 × 360 video track. */
export function webm(docType = 'webm'): Buffer {
  const header = ebml(
    [0x1a, 0x45, 0xdf, 0xa3],
    ebml([0x42, 0x86], Buffer.from([1])),
    ebml([0x42, 0xf7], Buffer.from([1])),
    ebml([0x42, 0xf2], Buffer.from([4])),
    ebml([0x42, 0xf3], Buffer.from([8])),
    ebml([0x42, 0x82], Buffer.from(docType, 'latin1')),
    ebml([0x42, 0x87], Buffer.from([2])),
    ebml([0x42, 0x85], Buffer.from([2])),
  );
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(1500);
  const info = ebml([0x15, 0x49, 0xa9, 0x66], ebml([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])), ebml([0x44, 0x89], duration));
  const video = ebml([0xe0], ebml([0xb0], u16be(640)), ebml([0xba], u16be(360)));
  const tracks = ebml(
    [0x16, 0x54, 0xae, 0x6b],
    ebml([0xae], ebml([0xd7], Buffer.from([1])), ebml([0x83], Buffer.from([1])), ebml([0x86], Buffer.from('V_VP8')), video),
  );
  const segment = Buffer.concat([Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), info, tracks]);
  return Buffer.concat([header, segment, ebml([0x1f, 0x43, 0xb6, 0x75], ebml([0xe7], Buffer.from([0])))]);
}

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, stereo: 417 bytes a frame. */
const FRAME_HEADER = Buffer.from([0xff, 0xfb, 0x90, 0x00]);
const FRAME_LENGTH = 417;

function mp3Frame(payload: Buffer = Buffer.alloc(0)): Buffer {
  const frame = Buffer.alloc(FRAME_LENGTH);
  FRAME_HEADER.copy(frame, 0);
  payload.copy(frame, 4);
  return frame;
}

/** An ID3v2.4 tag (`tagBytes` of padding), then `frames` frames of constant bit rate. */
export function mp3(options: { frames?: number; id3?: boolean; tagBytes?: number } = {}): Buffer {
  const tagBytes = options.tagBytes ?? 16;
  const syncsafe = Buffer.from([(tagBytes >> 21) & 0x7f, (tagBytes >> 14) & 0x7f, (tagBytes >> 7) & 0x7f, tagBytes & 0x7f]);
  const tag = options.id3 === false ? Buffer.alloc(0) : Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0]), syncsafe, Buffer.alloc(tagBytes)]);
  return Buffer.concat([tag, ...Array.from({ length: options.frames ?? 10 }, () => mp3Frame())]);
}

/** A variable bit rate file whose first frame is a Xing header counting `frames` frames. */
export function mp3WithXing(frames: number): Buffer {
  const xing = Buffer.concat([Buffer.alloc(32), Buffer.from('Xing'), u32be(1), u32be(frames)]);
  return Buffer.concat([mp3Frame(xing), mp3Frame(), mp3Frame()]);
}

export const pdf = (): Buffer => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

export const disguises = {
  /** An HTML page with script, named .png. */
  htmlAsPng: Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'),
  /** An SVG that runs script when opened. */
  svgWithScript: Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  ),
  /** A Windows program (MZ header, PE stub), named .jpg. */
  exeAsJpg: Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]), Buffer.alloc(120), Buffer.from('PE\0\0')]),
};

/** A multipart/form-data body with one file in field `file`, as a browser's FormData sends it. */
export function multipartFile(bytes: Uint8Array, fileName: string, type = 'application/octet-stream'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----media-test-boundary-2b9c0e';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
