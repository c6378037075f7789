import { connect } from 'node:net';
import path from 'node:path';
import { errorCode } from '#src/errors/error-code';
import type { ControlAnswer, ControlRequest } from './control-protocol';

/**
 * Asks the API running on a data folder (control-socket.ts). Without a request, only whether one
 * runs: 'running' when its socket answers. 'not-running' when there is no socket or nobody behind it.
 */
export function askRunningApi(socketPath: string, request: ControlRequest): Promise<ControlAnswer | 'not-running'>;
export function askRunningApi(socketPath: string, request: undefined): Promise<'running' | 'not-running'>;
export function askRunningApi(socketPath: string, request: ControlRequest | undefined): Promise<ControlAnswer | 'running' | 'not-running'> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let answer = '';
    socket.setEncoding('utf8');
    socket.once('error', (error) => {
      const code = errorCode(error);
      if (code === 'ENOENT' || code === 'ECONNREFUSED') resolve('not-running');
      else reject(error);
    });
    socket.once('connect', () => {
      if (!request) {
        socket.end();
        resolve('running');
        return;
      }
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.once('end', () => {
      if (!request) return;
      try {
        resolve(JSON.parse(answer) as ControlAnswer);
      } catch {
        reject(new Error(`the running API answered something unreadable: ${answer.slice(0, 200)}`));
      }
    });
  });
}

/** Refuses to open a data folder an API is running on: PGlite is one process's database. */
export async function assertNoRunningApi(socketPath: string, doing: string): Promise<void> {
  if ((await askRunningApi(socketPath, undefined)) === 'running') {
    throw new Error(`an API is running on this data folder (${path.dirname(socketPath)}): stop it before ${doing} (PGlite is one process's database)`);
  }
}
