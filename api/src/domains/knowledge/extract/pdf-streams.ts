import { type Inflated, inflateCounted } from './inflate';
import { INFLATED_BYTES_MAX, PDF_IMAGE_PIXELS_MAX, PDF_IMAGES_INFLATED_MAX } from './limits';

/** Why a PDF's streams are refused: they inflate past INFLATED_BYTES_MAX, or an image is larger than it may be. */
export type PdfStreamProblem = 'inflated' | 'image';

export interface PdfStreamCheck {
  problem: PdfStreamProblem | null;
  /** An encrypted PDF's streams cannot be read without its key: the reader's own limits watch it instead. */
  encrypted: boolean;
  /** Inflated bytes of the streams other than images, and of the images. */
  inflated: { text: number; images: number };
}

const STREAM_START = /(?<![A-Za-z])stream\r?\n/g;
const FLATE = new Set(['FlateDecode', 'Fl']);
/** Components a pixel has in each colour space; a space named through a reference (ICCBased) has at most 4. */
const COMPONENTS: Readonly<Record<string, number>> = { DeviceGray: 1, CalGray: 1, G: 1, Indexed: 1, I: 1, DeviceRGB: 3, CalRGB: 3, RGB: 3, Lab: 3, DeviceCMYK: 4, CMYK: 4 };
/** How far before a stream its dictionary may begin. */
const DICTIONARY_WINDOW = 64 * 1024;

function filtersOf(dictionary: string): string[] {
  const filter = /\/Filter\s*(\/[A-Za-z0-9]+|\[[^\]]*\])/.exec(dictionary)?.[1] ?? '';
  return Array.from(filter.matchAll(/\/([A-Za-z0-9]+)/g), (match) => match[1] ?? '');
}

function number(dictionary: string, key: string): number | null {
  const match = new RegExp(`/${key}\\s+(\\d+)(?!\\s+\\d+\\s+R)`).exec(dictionary);
  return match ? Number(match[1]) : null;
}

/** The bytes an image's samples take as it declares them (PNG predictors add a byte a row), or null when it declares no size. */
function declaredRaster(dictionary: string): { pixels: number; bytes: number } | null {
  const width = number(dictionary, 'Width') ?? number(dictionary, 'W');
  const height = number(dictionary, 'Height') ?? number(dictionary, 'H');
  if (width === null || height === null) return null;
  const mask = /\/(ImageMask|IM)\s+true/.test(dictionary);
  const bits = mask ? 1 : (number(dictionary, 'BitsPerComponent') ?? number(dictionary, 'BPC') ?? 8);
  const space = /\/(?:ColorSpace|CS)\s*\/([A-Za-z]+)/.exec(dictionary)?.[1];
  const components = mask ? 1 : /\/(?:ColorSpace|CS)\s*\[\s*\/DeviceN/.test(dictionary) ? 32 : (COMPONENTS[space ?? ''] ?? 4);
  return { pixels: width * height, bytes: (Math.ceil((width * components * Math.min(bits, 16)) / 8) + 1) * height };
}

/**
 * Inflates data Flate-compressed `layers` times (a chain of FlateDecode filters), each layer within
 * `max`, keeping the layers in between (at most `max` each) and counting the last.
 */
async function inflateChain(data: Uint8Array, layers: number, max: number): Promise<Inflated> {
  let input = data;
  for (let layer = 1; layer < layers; layer += 1) {
    const chunks: Buffer[] = [];
    const result = await inflateCounted(input, 'zlib', max, (chunk) => chunks.push(chunk));
    if (result.overflow || result.broken) return result;
    input = Buffer.concat(chunks);
  }
  return inflateCounted(input, 'zlib', max);
}

/**
 * Inflates every Flate stream of a PDF on the thread pool, counting, before PDF.js reads it: the
 * streams other than images (page contents, fonts, object streams) may inflate to INFLATED_BYTES_MAX
 * together; an image to no more than its own declared size (of PDF_IMAGE_PIXELS_MAX pixels at most),
 * and the images to PDF_IMAGES_INFLATED_MAX together. Stops at the first stream past its limit.
 * Streams through other filters (alone or with Flate) are left to the reader's limits (extract-pdf.ts).
 */
export async function checkPdfStreams(bytes: Uint8Array): Promise<PdfStreamCheck> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const inflated = { text: 0, images: 0 };
  if (/\/Encrypt\s*(\d+\s+\d+\s+R|<<)/.test(text)) return { problem: null, encrypted: true, inflated };
  for (const match of text.matchAll(STREAM_START)) {
    const start = (match.index ?? 0) + match[0].length;
    const windowStart = Math.max(0, (match.index ?? 0) - DICTIONARY_WINDOW);
    const before = text.slice(windowStart, match.index);
    const objectAt = before.lastIndexOf(' obj');
    const dictionary = objectAt === -1 ? before : before.slice(objectAt);
    const filters = filtersOf(dictionary);
    if (filters.length === 0 || !filters.every((filter) => FLATE.has(filter))) continue;

    let length = number(dictionary, 'Length');
    if (length === null || start + length > text.length) {
      const end = text.indexOf('endstream', start);
      length = (end === -1 ? text.length : end) - start;
    }
    const data = bytes.subarray(start, start + length);
    const isImage = /\/Subtype\s*\/Image/.test(dictionary);
    const raster = isImage ? declaredRaster(dictionary) : null;
    if (raster && raster.pixels > PDF_IMAGE_PIXELS_MAX) return { problem: 'image', encrypted: false, inflated };
    const room = raster ? Math.min(raster.bytes + 1024, PDF_IMAGES_INFLATED_MAX - inflated.images) : INFLATED_BYTES_MAX - inflated.text;
    const result = await inflateChain(data, filters.length, room);
    if (raster) inflated.images += result.bytes;
    else inflated.text += result.bytes;
    if (result.overflow) return { problem: 'inflated', encrypted: false, inflated };
  }
  return { problem: null, encrypted: false, inflated };
}
