import { MEDIA_FORMATS, type MediaFormat } from 'shared-contracts';
import { bufferSource } from '../../src/domains/media/sniff/byte-source';
import { NotThisFormat } from '../../src/domains/media/sniff/media-probe';
import { probeMedia } from '../../src/domains/media/sniff/probe';
import { sniffHead } from '../../src/domains/media/sniff/sniff-head';
import { disguises, encodedImage, handmadePng, mp3, mp3WithXing, mp4, pdf, wav, webm } from './media-fixtures';

const head = (bytes: Buffer) => sniffHead(bytes.subarray(0, 4096));
const probe = (format: MediaFormat, bytes: Buffer) => probeMedia(format, bufferSource(bytes));

describe('sniffHead: the format from the first bytes', () => {
  it.each([
    ['png', () => encodedImage('png')],
    ['jpeg', () => encodedImage('jpeg')],
    ['webp', () => encodedImage('webp')],
    ['gif', () => encodedImage('gif')],
    ['mp4', async () => mp4()],
    ['webm', async () => webm()],
    ['mp3', async () => mp3()],
    ['wav', async () => wav(0.5)],
    ['pdf', async () => pdf()],
  ] as const)('knows %s', async (format, make) => {
    expect(head(await make())).toEqual({ format });
  });

  it('covers every format the library accepts', () => {
    expect([...MEDIA_FORMATS].sort()).toEqual(['gif', 'jpeg', 'mp3', 'mp4', 'pdf', 'png', 'wav', 'webm', 'webp']);
  });

  it('knows MPEG audio without an ID3 tag by two frames in a row', () => {
    expect(head(mp3({ id3: false, frames: 3 }))).toEqual({ format: 'mp3' });
    // One plausible frame header followed by anything else is a coincidence, not an MP3.
    expect(head(Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), Buffer.alloc(800, 0x41)]))).toEqual({ refused: 'unsupported' });
  });

  it('refuses SVG for what it is, with or without an XML declaration', () => {
    expect(head(disguises.svgWithScript)).toEqual({ refused: 'svg' });
    expect(head(Buffer.from('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>'))).toEqual({ refused: 'svg' });
    expect(head(Buffer.from('<!-- logo --><!DOCTYPE svg><svg>'))).toEqual({ refused: 'svg' });
  });

  it.each([
    ['HTML', disguises.htmlAsPng],
    ['a Windows program', disguises.exeAsJpg],
    ['Matroska (not WebM)', webm('matroska')],
    ['QuickTime', mp4({ majorBrand: 'qt  ' })],
    ['HEIC (an image in an ftyp box)', mp4({ majorBrand: 'heic' })],
    ['plain text', Buffer.from('こんにちは')],
    ['ZIP', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])],
    ['an empty file', Buffer.alloc(0)],
    ['three bytes of JPEG', Buffer.from([0xff, 0xd8, 0xff])],
  ])('refuses %s', (_name, bytes) => {
    expect(head(bytes)).toEqual({ refused: 'unsupported' });
  });
});

describe('probeMedia: size and length from the headers', () => {
  it.each(['png', 'jpeg', 'webp', 'gif'] as const)('reads the pixel size of %s', async (format) => {
    expect(await probe(format, await encodedImage(format, 3, 2))).toEqual({ width: 3, height: 2, durationSeconds: null });
  });

  it('reads a handmade PNG and lossless and extended WebP alike', async () => {
    expect(await probe('png', handmadePng(7, 5))).toMatchObject({ width: 7, height: 5 });
    const lossless = await encodedImage('png', 9, 4).then((png) => import('sharp').then(({ default: s }) => s(png).webp({ lossless: true }).toBuffer()));
    expect(await probe('webp', lossless)).toMatchObject({ width: 9, height: 4 });
    const withAlpha = await import('sharp').then(({ default: s }) =>
      s({ create: { width: 6, height: 11, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 0.5 } } }).webp().toBuffer(),
    );
    expect(await probe('webp', withAlpha)).toMatchObject({ width: 6, height: 11 });
  });

  it('reads an MP4 movie header and video track, wherever moov is', async () => {
    expect(await probe('mp4', mp4())).toEqual({ width: 320, height: 240, durationSeconds: 2.5 });
    expect(await probe('mp4', mp4({ moov: false }))).toEqual({ width: null, height: null, durationSeconds: null });
  });

  it('reads a WebM segment of unknown size (as a browser records it)', async () => {
    expect(await probe('webm', webm())).toEqual({ width: 640, height: 360, durationSeconds: 1.5 });
  });

  it('reads a WAV length from its byte rate', async () => {
    expect(await probe('wav', wav(0.5))).toEqual({ width: null, height: null, durationSeconds: 0.5 });
  });

  it('reads an MP3 length from a Xing header, or from the bit rate', async () => {
    expect((await probe('mp3', mp3WithXing(100))).durationSeconds).toBeCloseTo((100 * 1152) / 44100, 3);
    expect((await probe('mp3', mp3({ frames: 10 }))).durationSeconds).toBeCloseTo((10 * 417 * 8) / 128000, 3);
  });

  it('says nothing of a PDF but that it is one', async () => {
    expect(await probe('pdf', pdf())).toEqual({ width: null, height: null, durationSeconds: null });
  });

  it.each([
    ['a PNG signature with no IHDR', 'png', Buffer.concat([handmadePng(1, 1).subarray(0, 8), Buffer.alloc(32)])],
    ['a JPEG start with no frame header', 'jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xd9])],
    ['an ID3 tag with no audio after it', 'mp3', Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 4]), Buffer.from('<html><script>x</script></html>')])],
    ['a WAV without fmt', 'wav', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEjunk'), Buffer.alloc(4)])],
  ] as const)('refuses %s', async (_name, format, bytes) => {
    await expect(probe(format, bytes)).rejects.toBeInstanceOf(NotThisFormat);
  });
});
