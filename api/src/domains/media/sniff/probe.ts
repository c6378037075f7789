import type { MediaFormat } from 'shared-contracts';
import type { ByteSource } from './byte-source';
import type { MediaProbe } from './media-probe';
import { NOTHING_KNOWN } from './media-probe';
import { probeGif, probeJpeg, probePng, probeWebp } from './probe-image';
import { probeMp3 } from './probe-mp3';
import { probeMp4 } from './probe-mp4';
import { probeWav } from './probe-wav';
import { probeWebm } from './probe-webm';

const PROBES: Record<MediaFormat, (source: ByteSource) => Promise<MediaProbe>> = {
  png: probePng,
  jpeg: probeJpeg,
  webp: probeWebp,
  gif: probeGif,
  mp4: probeMp4,
  webm: probeWebm,
  mp3: probeMp3,
  wav: probeWav,
  pdf: async () => NOTHING_KNOWN,
};

/**
 * Reads a stored file's headers for its size in pixels and its length in seconds. Throws NotThisFormat
 * when a file only begins like its format (an image without a size, an ID3 tag with no audio after it).
 */
export function probeMedia(format: MediaFormat, source: ByteSource): Promise<MediaProbe> {
  return PROBES[format](source);
}
