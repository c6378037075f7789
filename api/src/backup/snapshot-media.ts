import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { errorCode } from '#src/errors/error-code';

/** Uploads still arriving (local-media-store.ts): not media yet, never backed up. */
const INCOMING = '.incoming';

/**
 * Puts the media folder's files into `target` for the archive and answers how many there are.
 * A stored file is never changed, only added or removed (local-media-store.ts), so a hard link is
 * a snapshot of it at no cost; across disks it is copied. A file removed while this runs is left out.
 */
export async function snapshotMedia(source: string, target: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(source, { withFileTypes: true });
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 0;
    throw error;
  }
  await mkdir(target, { recursive: true });
  let files = 0;
  for (const entry of entries) {
    if (entry.name === INCOMING) continue;
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) {
      files += await snapshotMedia(from, to);
    } else if (entry.isFile()) {
      files += (await linkOrCopy(from, to)) ? 1 : 0;
    }
  }
  return files;
}

async function linkOrCopy(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT') return false;
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
  }
  try {
    await copyFile(from, to);
    return true;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false;
    throw error;
  }
}
