import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { ApiError } from '#src/errors/api-error';
import { onFirstUse } from '#src/lib/modules/on-first-use';
import { mediaMessages } from '../messages';

// Only an image upload needs it.
const loadSharp = onFirstUse<typeof import('sharp').default>('sharp');

/** The longest side of a thumbnail, in pixels: sharp on the library's grid at twice its cell size. */
export const THUMBNAIL_SIZE = 320;

/**
 * The most pixels (width × height, as the file declares them) an image may have: 100 megapixels,
 * e.g. 10,000 × 10,000. An image file is 10 MB at most, which no photo larger than that fits at a
 * usual JPEG quality, and the widget shows images a few hundred pixels wide. A header can claim any
 * size in a few bytes (a 74-byte PNG of 100,000 × 100,000, a 35-byte GIF of 65,535 × 65,535): such a
 * file is refused from its header, before anything is decoded. Below sharp's own default
 * (limitInputPixels, 268 megapixels), which it enforces too.
 */
export const IMAGE_PIXELS_MAX = 100_000_000;

/**
 * A small WebP of an image (its first frame), turned upright as its EXIF says, made before the upload
 * is accepted: the whole image is decoded (sharp, failing on any decoding error, truncation included),
 * so an image that cannot be shown is refused (415) rather than stored, and one of more than
 * IMAGE_PIXELS_MAX pixels is refused (413) from its header without decoding.
 */
export async function makeThumbnail(source: string, incomingDir: string): Promise<{ path: string; size: number }> {
  const sharp = loadSharp();
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(source, { animated: false, limitInputPixels: false }).metadata());
  } catch {
    throw new ApiError(415, 'unsupported_media_type', mediaMessages.imageUndecodable);
  }
  if (!width || !height) throw new ApiError(415, 'unsupported_media_type', mediaMessages.imageUndecodable);
  if (width * height > IMAGE_PIXELS_MAX) throw new ApiError(413, 'payload_too_large', mediaMessages.imageTooManyPixels);

  const target = path.join(incomingDir, `${randomUUID()}.webp`);
  try {
    const info = await sharp(source, { animated: false, failOn: 'error', limitInputPixels: IMAGE_PIXELS_MAX })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(target);
    return { path: target, size: info.size };
  } catch {
    await rm(target, { force: true });
    throw new ApiError(415, 'unsupported_media_type', mediaMessages.imageUndecodable);
  }
}
