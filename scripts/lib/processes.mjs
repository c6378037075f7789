// Child processes for start, test, e2e and bench: each runs in its own process group so that
// stopping it also stops whatever it spawned (pnpm -> tsx -> node), and its output is prefixed.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * @typedef {object} Child
 * @property {import('node:child_process').ChildProcess} process
 * @property {Promise<number>} exited  resolves with the exit code (signals count as 1)
 * @property {() => Promise<void>} stop
 * @property {() => string} output  everything it printed so far
 */

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, prefix?: string, quiet?: boolean }} [options]
 *   prefix: label its output lines; quiet: keep the output only in memory (output())
 * @returns {Child}
 */
export function startProcess(command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let captured = '';
  /** @param {NodeJS.WriteStream} target */
  const relay = (target) => (/** @type {Buffer} */ chunk) => {
    const text = chunk.toString();
    captured += text;
    if (options.quiet) return;
    if (!options.prefix) {
      target.write(text);
      return;
    }
    const lines = text.split('\n');
    if (lines.at(-1) === '') lines.pop();
    target.write(lines.map((line) => `${options.prefix} ${line}\n`).join(''));
  };
  child.stdout?.on('data', relay(process.stdout));
  child.stderr?.on('data', relay(process.stderr));

  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      captured += `${error.message}\n`;
      resolve(1);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });

  return {
    process: child,
    exited,
    output: () => captured,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      signalGroup(child.pid, 'SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), delay(5000).then(() => false)]);
      if (!stopped) {
        signalGroup(child.pid, 'SIGKILL');
        await exited;
      }
    },
  };
}

/** @param {number} pid @param {NodeJS.Signals} signal */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * Runs a command to completion with its output shown live, and returns what it printed.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<{ code: number, output: string }>}
 */
export async function run(command, args, options = {}) {
  const child = startProcess(command, args, options);
  const code = await child.exited;
  return { code, output: child.output() };
}

/**
 * Fails when something already listens on the port: a server left over from another run would
 * otherwise answer the health check and be used in place of the one being started.
 * @param {number} port
 */
export async function assertPortFree(port) {
  const { createServer } = await import('node:net');
  await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use by another process; stop it or choose other ports.`)
          : error,
      ),
    );
    probe.listen(port, () => probe.close(resolve));
  });
}

/**
 * Polls a URL until it answers (any HTTP status below 500) or the time is up.
 * @param {string} url
 * @param {{ timeoutMs?: number, exited?: Promise<number>, name?: string }} [options]
 *   exited: stop waiting at once if the process that should answer has died
 */
export async function waitForHttp(url, options = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let died = false;
  options.exited?.then(() => {
    died = true;
  });
  while (Date.now() < deadline) {
    if (died) throw new Error(`${options.name ?? url} exited before answering at ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  throw new Error(`${options.name ?? url} did not answer at ${url} within ${options.timeoutMs ?? 60_000} ms`);
}
