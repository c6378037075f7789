import { copyFile, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { errorCode } from '#src/errors/error-code';
import { assertMediaKey, type ByteRange, type MediaStore } from './media-store';

/** Files in a folder: `<dir>/<agentId>/<mediaId>`. Uploads arrive in `<dir>/.incoming`, on the same disk, so keeping one is a rename. */
export async function createLocalMediaStore(dir: string): Promise<MediaStore> {
  const root = path.resolve(dir);
  const incomingDir = path.join(root, '.incoming');
  await mkdir(incomingDir, { recursive: true });
  const pathOf = (key: string) => {
    assertMediaKey(key);
    return path.join(root, key);
  };

  return {
    description: `local disk (${root})`,
    incomingDir,
    async put(key, file) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(file.path, target);
      } catch (error) {
        // A file from another disk (a test's temporary folder) cannot be renamed across.
        if (errorCode(error) !== 'EXDEV') throw error;
        await copyFile(file.path, target);
        await rm(file.path, { force: true });
      }
    },
    async read(key, range?: ByteRange): Promise<Readable | null> {
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return null;
        throw error;
      }
      return range ? handle.createReadStream({ start: range.start, end: range.end }) : handle.createReadStream();
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
