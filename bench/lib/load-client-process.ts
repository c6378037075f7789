// Starts stream-load.ts in a process of its own and hands it the streams to send.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { LoadPlan, LoadResult } from './stream-load.ts';

const here = dirname(fileURLToPath(import.meta.url));

export interface LoadClient {
  /** Sends every stream at once; resolves with the client's outcomes when the last one ended. */
  go(): Promise<LoadResult>;
}

/** Resolves once the client process has loaded and read its plan, so that its start is not measured. */
export async function startLoadClient(plan: LoadPlan): Promise<LoadClient> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'stream-load.ts')], { cwd: join(here, '..'), stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the load client exited with ${code}`))));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => ((await Promise.race([lines.next(), exited])).value as string | undefined) ?? '';
  child.stdin.write(`${JSON.stringify(plan)}\n`);
  const ready = await next();
  if (ready !== 'ready') throw new Error(`the load client said ${ready}`);
  return {
    async go() {
      child.stdin.end('go\n');
      return JSON.parse(await next()) as LoadResult;
    },
  };
}
