import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/**
 * The Redis the replica tests share: TEST_REDIS_URL (scripts/test.mjs and ./run start Debian's
 * redis-server and set it); jest.config.cjs runs these tests only when it is set.
 */
export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('the replica tests need TEST_REDIS_URL, e.g. redis://127.0.0.1:6379');
  return url;
}

/** A key prefix no other test (or earlier run) uses, so counters never leak between tests. */
export function uniqueKeyPrefix(): string {
  return `test-${randomBytes(6).toString('hex')}:`;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface OwnRedis {
  url: string;
  /** Stops the server (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
}

/** A redis-server of this test alone, on `port`, keeping nothing on disk: one a test may stop. */
export async function startOwnRedis(port: number): Promise<OwnRedis> {
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      break;
    } catch (error) {
      probe.disconnect();
      if (attempt > 100 || child.exitCode !== null) throw new Error(`redis-server did not start on ${port}: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
