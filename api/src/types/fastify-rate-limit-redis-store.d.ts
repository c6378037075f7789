/** @fastify/rate-limit's own Redis store (its atomic Lua script), which the package ships but does not type. */
declare module '@fastify/rate-limit/store/RedisStore' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  interface RedisStoreConstructor {
    new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string): FastifyRateLimitStore;
  }
  const RedisStore: RedisStoreConstructor;
  export default RedisStore;
}
