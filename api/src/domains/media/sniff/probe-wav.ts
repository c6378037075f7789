import type { ByteSource } from './byte-source';
import { type MediaProbe, NotThisFormat, seconds } from './media-probe';

/** RIFF/WAVE: the fmt chunk gives the byte rate, the data chunk the length. */
export async function probeWav(source: ByteSource): Promise<MediaProbe> {
  let byteRate: number | null = null;
  let offset = 12;
  for (let chunks = 0; chunks < 64 && offset + 8 <= source.size; chunks += 1) {
    const header = await source.read(offset, 24);
    const id = header.toString('latin1', 0, 4);
    const size = header.readUInt32LE(4);
    if (id === 'fmt ') {
      if (size < 16 || header.length < 20) throw new NotThisFormat('WAV fmt chunk too short');
      byteRate = header.readUInt32LE(16);
    } else if (id === 'data') {
      if (byteRate === null) throw new NotThisFormat('WAV data before fmt');
      // A recorder that stopped early leaves a data size larger than the file; the file is what plays.
      const playable = Math.min(size, source.size - offset - 8);
      return { width: null, height: null, durationSeconds: byteRate > 0 ? seconds(playable / byteRate) : null };
    }
    offset += 8 + size + (size % 2);
  }
  if (byteRate === null) throw new NotThisFormat('WAV without fmt');
  return { width: null, height: null, durationSeconds: null };
}
