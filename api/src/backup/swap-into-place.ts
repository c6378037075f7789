import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { errorCode } from '#src/errors/error-code';

/**
 * Puts restored folders where the server reads them. What was there is moved into `aside`, not
 * deleted, so a restore of the wrong file can be undone; the command says where it is.
 * Answers whether anything was moved aside.
 */
export async function swapIntoPlace(moves: Array<{ from: string; to: string }>, aside: string): Promise<boolean> {
  let movedAside = false;
  for (const { from, to } of moves) {
    await mkdir(aside, { recursive: true });
    try {
      await rename(to, path.join(aside, path.basename(to)));
      movedAside = true;
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
    }
    await mkdir(path.dirname(to), { recursive: true });
    await rename(from, to);
  }
  return movedAside;
}
