import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { onFirstUse } from '#src/lib/modules/on-first-use';

// Only an image upload needs it.
const loadSharp = onFirstUse<typeof import('sharp').default>('sharp');

/** The longest side of a thumbnail, in pixels: sharp on the library's grid at twice its cell size. */
export const THUMBNAIL_SIZE = 320;

/**
 * A small WebP of an image (its first frame), turned upright as its EXIF says. Null when the image
 * cannot be decoded: the item is kept, and lists show the image itself.
 */
export async function makeThumbnail(source: string, incomingDir: string): Promise<{ path: string; size: number } | null> {
  const target = path.join(incomingDir, `${randomUUID()}.webp`);
  const sharp = loadSharp();
  try {
    const info = await sharp(source, { animated: false, failOn: 'error' })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(target);
    return { path: target, size: info.size };
  } catch {
    await rm(target, { force: true });
    return null;
  }
}
