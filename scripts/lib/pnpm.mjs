// The pnpm that launched us: `./run` may have fallen back to `npx -y pnpm@10`, in which case no
// `pnpm` is on PATH, but pnpm always tells its scripts where its own entry point is.
import { basename } from 'node:path';

/** @returns {[string, string[]]} command and leading arguments for spawn */
export function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(basename(execPath))) {
    return /\.(c|m)?js$/.test(execPath) ? [process.execPath, [execPath]] : [execPath, []];
  }
  return ['pnpm', []];
}
