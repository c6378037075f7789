/** MPEG-1/2/2.5 Layer III frame headers: what tells an MP3 stream from any other bytes. */

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

export interface Mp3Frame {
  /** 1 for MPEG-1, 2 for MPEG-2 and 2.5 (their Layer III frames are alike). */
  version: 1 | 2;
  bitrateKbps: number;
  sampleRate: number;
  mono: boolean;
  length: number;
  samplesPerFrame: number;
}

export function readMp3Frame(bytes: Buffer, offset: number): Mp3Frame | null {
  if (offset < 0 || offset + 4 > bytes.length) return null;
  const b1 = bytes[offset + 1] ?? 0;
  const b2 = bytes[offset + 2] ?? 0;
  const b3 = bytes[offset + 3] ?? 0;
  if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const versionBits = (b1 >> 3) & 0x03;
  const layerBits = (b1 >> 1) & 0x03;
  // 1 is the reserved version; Layer III is written 01.
  if (versionBits === 1 || layerBits !== 1) return null;
  const bitrateIndex = (b2 >> 4) & 0x0f;
  const rateIndex = (b2 >> 2) & 0x03;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const version = versionBits === 3 ? 1 : 2;
  const bitrateKbps = (version === 1 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex] ?? 0;
  const sampleRate = SAMPLE_RATES[versionBits]?.[rateIndex] ?? 0;
  if (bitrateKbps === 0 || sampleRate === 0) return null;
  const padding = (b2 >> 1) & 0x01;
  const samplesPerFrame = version === 1 ? 1152 : 576;
  const length = Math.floor(((samplesPerFrame / 8) * bitrateKbps * 1000) / sampleRate) + padding;
  return { version, bitrateKbps, sampleRate, mono: (b3 >> 6) === 3, length, samplesPerFrame };
}

export function isMp3FrameHeader(bytes: Buffer, offset: number): boolean {
  return readMp3Frame(bytes, offset) !== null;
}

export function mp3FrameLength(bytes: Buffer, offset: number): number | null {
  return readMp3Frame(bytes, offset)?.length ?? null;
}
