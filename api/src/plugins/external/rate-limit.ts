import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors/api-error';
import { messages } from '../../errors/messages';

/**
 * A general per-address request budget for the whole API. Its counters live in this process, which is right
 * for one machine; several replicas share them through a Redis store (DESIGN §5). Sign-in attempts are
 * limited separately, in PostgreSQL (src/domains/auth/login-rate-limiter.ts).
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimit.max,
      timeWindow: app.config.rateLimit.timeWindowMs,
      errorResponseBuilder: () => new ApiError(429, 'too_many_requests', messages.tooManyRequests),
    });
  },
  { name: 'rate-limit' },
);
