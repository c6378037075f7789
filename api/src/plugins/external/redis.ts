import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis that replicas share (REDIS_URL), or null: one process keeps its counters in memory. */
    redis: Redis | null;
  }
}

/** A warning about an unreachable Redis at most this often, however many requests meet it. */
const WARN_EVERY_MS = 30_000;

/**
 * The connection to the Redis the API replicas share (docs/architecture.md §10): the public rate limits' counters
 * live there (plugins/external/rate-limit.ts). A command while Redis is unreachable fails at once
 * rather than waiting in ioredis's offline queue, and one that Redis leaves unanswered fails after
 * `commandTimeoutMs`, so a Redis outage never holds a request: the rate limits let it through and say
 * so in the log. ioredis reconnects on its own. An unreachable Redis at start does not stop the API.
 */
export default fp(
  async (app) => {
    const config = app.config.redis;
    if (!config) {
      app.decorate('redis', null);
      return;
    }
    const log = app.log.child({ module: 'redis' });
    const client = new Redis(config.url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: config.commandTimeoutMs,
      connectTimeout: config.connectTimeoutMs,
      // Reconnects every second at most, for as long as the API runs.
      retryStrategy: (attempt) => Math.min(attempt * 200, 1_000),
    });
    let warnedAt = 0;
    client.on('error', (error: Error) => {
      const now = Date.now();
      if (now - warnedAt < WARN_EVERY_MS) return;
      warnedAt = now;
      log.warn({ err: error }, 'Redis is unreachable: the rate limits are not enforced until it answers again');
    });
    client.on('ready', () => {
      if (warnedAt !== 0) log.info('Redis answers again: the rate limits are enforced');
      warnedAt = 0;
    });
    try {
      await client.connect();
    } catch (error) {
      warnedAt = Date.now();
      log.warn({ err: error }, 'Redis is unreachable at start: the rate limits are not enforced until it answers');
    }
    app.decorate('redis', client);
    app.addHook('onClose', async () => {
      // quit() waits for the replies in flight; an unreachable Redis has none to wait for.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    });
  },
  { name: 'redis' },
);
