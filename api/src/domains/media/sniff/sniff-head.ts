import type { MediaFormat } from 'shared-contracts';
import { isMp3FrameHeader, mp3FrameLength } from './mp3-frame';

/** How many leading bytes decide the format (and so the size limit) while the upload streams in. */
export const SNIFF_HEAD_BYTES = 4096;

export type HeadVerdict = { format: MediaFormat } | { refused: 'svg' | 'unsupported' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/**
 * ftyp brands of plain MP4 video. QuickTime (qt), audio-only (M4A, M4B, M4P), 3GPP and the still
 * image formats that also start with ftyp (HEIC, AVIF) are none of these, and are refused.
 */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VH', 'M4VP', 'dash', 'mmp4']);
const NOT_MP4_MAJOR_BRANDS = new Set(['qt  ', 'M4A ', 'M4B ', 'M4P ', 'heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis', 'crx ']);

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString('latin1');
}

function isMp4(head: Buffer): boolean {
  if (head.length < 16 || ascii(head, 4, 8) !== 'ftyp') return false;
  const boxSize = head.readUInt32BE(0);
  if (boxSize < 16) return false;
  const major = ascii(head, 8, 12);
  if (NOT_MP4_MAJOR_BRANDS.has(major)) return false;
  if (MP4_BRANDS.has(major)) return true;
  const end = Math.min(boxSize, head.length);
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (MP4_BRANDS.has(ascii(head, offset, offset + 4))) return true;
  }
  return false;
}

/** The EBML header's DocType: 'webm' is taken, 'matroska' (which may hold anything) is not. */
function ebmlDocType(head: Buffer): string | null {
  const text = head.subarray(0, Math.min(head.length, 64));
  const at = text.indexOf(Buffer.from([0x42, 0x82]));
  if (at < 0 || at + 3 > text.length) return null;
  const sizeByte = text[at + 2] ?? 0;
  // A one-byte size (1xxxxxxx) is all a DocType ever needs.
  if ((sizeByte & 0x80) === 0) return null;
  const length = sizeByte & 0x7f;
  return ascii(text, at + 3, Math.min(text.length, at + 3 + length));
}

function isWebp(head: Buffer): boolean {
  return head.length >= 16 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP' && ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(head, 12, 16));
}

function isWav(head: Buffer): boolean {
  return head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE';
}

/** MPEG audio without a tag: two frames in a row, so a stray 0xFFE in some other file does not pass. */
function startsWithMp3Frames(head: Buffer): boolean {
  if (!isMp3FrameHeader(head, 0)) return false;
  const next = mp3FrameLength(head, 0);
  if (next === null) return false;
  // A file of a single frame has nothing after it to check.
  if (next >= head.length) return head.length >= 4;
  return isMp3FrameHeader(head, next);
}

/** Text that opens an SVG document (perhaps after a BOM, an XML declaration, comments or a doctype). */
function looksLikeSvg(head: Buffer): boolean {
  const text = head.toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return text.startsWith('<') && /<svg[\s>/]/.test(text);
}

/**
 * The format of a file from its first bytes, before the rest has arrived. Only the formats of the
 * library pass; a name, an extension or a browser's guessed type plays no part.
 */
export function sniffHead(head: Buffer): HeadVerdict {
  if (head.length >= 24 && head.subarray(0, 8).equals(PNG_SIGNATURE)) return { format: 'png' };
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { format: 'jpeg' };
  if (head.length >= 10 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return { format: 'gif' };
  if (isWebp(head)) return { format: 'webp' };
  if (isMp4(head)) return { format: 'mp4' };
  if (head.length >= 4 && head.subarray(0, 4).equals(EBML_MAGIC)) {
    return ebmlDocType(head) === 'webm' ? { format: 'webm' } : { refused: 'unsupported' };
  }
  if (head.length >= 10 && ascii(head, 0, 3) === 'ID3') return { format: 'mp3' };
  if (startsWithMp3Frames(head)) return { format: 'mp3' };
  if (isWav(head)) return { format: 'wav' };
  if (head.length >= 5 && ascii(head, 0, 5) === '%PDF-') return { format: 'pdf' };
  if (looksLikeSvg(head)) return { refused: 'svg' };
  return { refused: 'unsupported' };
}
