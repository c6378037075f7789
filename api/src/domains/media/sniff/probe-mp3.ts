import type { ByteSource } from './byte-source';
import { type MediaProbe, NotThisFormat, seconds } from './media-probe';
import { readMp3Frame } from './mp3-frame';

/** How far past the ID3 tag the first frame may start (some taggers leave padding or junk). */
const FRAME_SEARCH_BYTES = 64 * 1024;

function id3TagLength(head: Buffer): number {
  if (head.length < 10 || head.toString('latin1', 0, 3) !== 'ID3') return 0;
  // The size is "syncsafe": 7 bits in each of 4 bytes.
  const size = ((head[6] ?? 0) << 21) | ((head[7] ?? 0) << 14) | ((head[8] ?? 0) << 7) | (head[9] ?? 0);
  const footer = ((head[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** Frames counted by an encoder's Xing/Info or VBRI header, which a variable bit rate needs for its length. */
function countedFrames(frame: Buffer, version: 1 | 2, mono: boolean): number | null {
  const sideInfo = version === 1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  const xingAt = 4 + sideInfo;
  const tag = frame.toString('latin1', xingAt, xingAt + 4);
  if ((tag === 'Xing' || tag === 'Info') && frame.length >= xingAt + 12 && (frame.readUInt32BE(xingAt + 4) & 1) === 1) {
    return frame.readUInt32BE(xingAt + 8);
  }
  if (frame.toString('latin1', 36, 40) === 'VBRI' && frame.length >= 36 + 18) return frame.readUInt32BE(36 + 14);
  return null;
}

export async function probeMp3(source: ByteSource): Promise<MediaProbe> {
  const tagLength = id3TagLength(await source.read(0, 10));
  const window = await source.read(tagLength, FRAME_SEARCH_BYTES);
  let at = -1;
  for (let i = 0; i + 4 <= window.length; i += 1) {
    if (readMp3Frame(window, i)) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new NotThisFormat('no MPEG audio frame');
  const frame = readMp3Frame(window, at);
  if (!frame) throw new NotThisFormat('no MPEG audio frame');
  const frameBytes = await source.read(tagLength + at, Math.max(frame.length, 64));
  const frames = countedFrames(frameBytes, frame.version, frame.mono);
  if (frames !== null) {
    return { width: null, height: null, durationSeconds: seconds((frames * frame.samplesPerFrame) / frame.sampleRate) };
  }
  // Constant bit rate: the audio's bytes over its rate, less an ID3v1 tag at the very end.
  const tail = await source.read(source.size - 128, 3);
  const audioBytes = source.size - tagLength - at - (tail.toString('latin1') === 'TAG' ? 128 : 0);
  return { width: null, height: null, durationSeconds: seconds((audioBytes * 8) / (frame.bitrateKbps * 1000)) };
}
