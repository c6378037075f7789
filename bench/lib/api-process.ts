// A real API process started as `pnpm start` starts one (node --import tsx api/src/server.ts), and the
// HTTP calls the benchmarks make to it (soak.ts, crash-safety.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'api');

/** One keep-alive pool for every call of a run; destroy it at the end. */
export const httpAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

export function request(
  url: string,
  options: { method?: string; body?: unknown; token?: string; forwardedFor?: string },
): Promise<http.IncomingMessage> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, {
      method: options.method ?? (payload ? 'POST' : 'GET'),
      agent: httpAgent,
      headers: {
        ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
      },
    });
    outgoing.on('response', (response) => {
      // A connection cut after the headers (the process killed) is the reader's to see, through its
      // iteration; a body left unread (resume()) must not take the whole run down with it.
      response.on('error', () => undefined);
      resolve(response);
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** The body as JSON; a status of 300 or more throws with the status and the body. */
export async function readJson<T>(response: http.IncomingMessage): Promise<T> {
  response.setEncoding('utf8');
  let text = '';
  for await (const chunk of response as AsyncIterable<string>) text += chunk;
  if ((response.statusCode ?? 0) >= 300) throw new Error(`${response.statusCode} ${text}`);
  return JSON.parse(text) as T;
}

export interface ApiProcess {
  origin: string;
  pid: number;
  /** From spawning the process to its first healthy answer. */
  startMs: number;
  /** SIGTERM (a graceful stop); its exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown code runs, as in a crash or an OOM kill. */
  kill(): Promise<void>;
}

/**
 * Starts the API on `port` with `env` and waits for /api/health to answer 200. `dir`: another
 * checkout's api folder (a "before" build of a before/after comparison), this one's by default.
 */
export async function startApi(port: number, env: NodeJS.ProcessEnv, dir: string = apiDir): Promise<ApiProcess> {
  const began = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: dir,
    env: { ...process.env, NODE_OPTIONS: '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SAMPLE_HISTORY: 'off', TRUST_PROXY: 'true', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 180_000; ; ) {
    if (child.exitCode !== null) throw new Error(`the API on ${port} exited at start`);
    const ok = await request(`${origin}/api/health`, {}).then(
      (r) => (r.resume(), r.statusCode === 200),
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the API on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    pid: child.pid ?? 0,
    startMs: performance.now() - began,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
