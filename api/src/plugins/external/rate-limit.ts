import { createRequire } from 'node:module';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { ApiError } from '../../errors/api-error';
import { messages } from '../../errors/messages';

const WARN_EVERY_MS = 30_000;

/** @fastify/rate-limit's own Redis store (its atomic Lua script), which the package ships but does not type. */
type RedisStoreConstructor = new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string) => FastifyRateLimitStore;
const RedisStore = createRequire(__filename)('@fastify/rate-limit/store/RedisStore') as RedisStoreConstructor;

/**
 * @fastify/rate-limit's Redis store, each failure logged (at most every 30 s) before the plugin's
 * `skipOnError` lets the request through: a Redis outage costs the limits, not the widget.
 */
function loggedRedisStore(redis: Redis, nameSpace: string, log: FastifyBaseLogger) {
  let warnedAt = 0;
  const logged = (store: FastifyRateLimitStore): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow, max) {
      store.incr(
        key,
        (error, result) => {
          if (error && Date.now() - warnedAt >= WARN_EVERY_MS) {
            warnedAt = Date.now();
            log.warn({ err: error }, 'rate limit not counted: Redis did not answer, the request goes through');
          }
          callback(error, result);
        },
        timeWindow,
        max,
      );
    },
    child: (routeOptions) => logged(store.child(routeOptions)),
  });
  // The plugin constructs its store with `new`; a constructor may hand back another object.
  return function LoggedRedisStore(this: unknown, options: RateLimitPluginOptions) {
    return logged(new RedisStore(options.continueExceeding ?? false, options.exponentialBackoff ?? false, redis, nameSpace));
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * A general per-address request budget for the whole API, and the store of every other limiter made
 * from it (the widget's budgets in public-rate-limits.ts, the per-route ones). Without Redis the
 * counters live in this process, which is right for one machine; with REDIS_URL every replica counts
 * in the same Redis (docs/architecture.md §10). A Redis that does not answer fails open (`skipOnError`) with a
 * warning: the limits are abuse protection, while sign-in attempts, the limit that guards accounts, are
 * counted in PostgreSQL (src/domains/auth/login-rate-limiter.ts) and stay enforced.
 */
export default fp(
  async (app) => {
    const redis = app.redis;
    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimit.max,
      timeWindow: app.config.rateLimit.timeWindowMs,
      errorResponseBuilder: () => new ApiError(429, 'too_many_requests', messages.tooManyRequests),
      ...(redis
        ? {
            store: loggedRedisStore(redis, `${app.config.redis?.keyPrefix ?? ''}rate-limit:`, app.log.child({ module: 'rate-limit' })),
            skipOnError: true,
          }
        : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
