import { spawn } from 'node:child_process';

/**
 * Runs one of PostgreSQL's client programs and fails with what it printed. Missing programs are
 * named with the package that has them (Debian: postgresql-client, installed with PostgreSQL).
 */
export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client), the same major version as the server or newer`)
          : error,
      );
    });
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}
