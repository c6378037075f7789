import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REFUSALS_COUNTED_PER_MINUTE, WIDGET_ERROR_MESSAGES } from 'shared-contracts';
import type { PublicRateLimitConfig } from '#src/config/app-options';
import { ApiError } from '#src/errors/api-error';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export interface PublicRateLimits {
  /** Every public widget request, per client address. */
  address(request: FastifyRequest): Promise<void>;
  /** A conversation started without a visitor token makes a new visitor: per address. */
  newVisitor(request: FastifyRequest): Promise<void>;
  /** Every request that carries a visitor token, per visitor. */
  visitor(request: FastifyRequest, visitorId: string): Promise<void>;
  /** Messages sent (each may start an answer engine), per visitor. */
  message(request: FastifyRequest, visitorId: string): Promise<void>;
  /**
   * Whether a refusal of `key` (an agent and an origin) may still be written this minute, whatever
   * the address: a busy site that is not allowed costs one write per refused page at most this often,
   * and someone posting made-up origins cannot crowd a real one out of its budget. Never a 429: the
   * loader's report needs no answer.
   */
  refusal(request: FastifyRequest, key: string): Promise<boolean>;
}

/**
 * The public routes' budgets, counted by @fastify/rate-limit's own limiters with our keys, so one
 * request can be counted against several budgets (the plugin's route hooks run only one).
 *
 * The counters are the plugin's store: this process's memory, or with REDIS_URL the Redis every
 * replica counts in (plugins/external/rate-limit.ts), so a visitor's budget is one across replicas.
 */
export function createPublicRateLimits(app: FastifyInstance, config: PublicRateLimitConfig): PublicRateLimits {
  const limiter = (name: string, max: number, key: (request: FastifyRequest) => string): Limiter =>
    app.createRateLimit({ max, timeWindow: config.timeWindowMs, keyGenerator: (request) => `${name}:${key(request)}` });

  const check = async (limit: Limiter, request: FastifyRequest) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new ApiError(429, 'too_many_requests', WIDGET_ERROR_MESSAGES.tooManyRequests, {
        'retry-after': String(Math.max(1, result.ttlInSeconds)),
      });
    }
  };

  const visitorIds = new WeakMap<FastifyRequest, string>();
  const byVisitor = (request: FastifyRequest) => visitorIds.get(request) ?? 'unknown';

  const address = limiter('widget-address', config.perAddressMax, (request) => request.ip);
  const newVisitor = limiter('widget-new-visitor', config.newVisitorsPerAddressMax, (request) => request.ip);
  const visitor = limiter('widget-visitor', config.perVisitorMax, byVisitor);
  const message = limiter('widget-message', config.messagesPerVisitorMax, byVisitor);
  const refusalKeys = new WeakMap<FastifyRequest, string>();
  const refusal = app.createRateLimit({
    max: REFUSALS_COUNTED_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `widget-refusal:${refusalKeys.get(request) ?? 'unknown'}`,
  });

  return {
    address: (request) => check(address, request),
    newVisitor: (request) => check(newVisitor, request),
    visitor: (request, visitorId) => {
      visitorIds.set(request, visitorId);
      return check(visitor, request);
    },
    message: (request, visitorId) => {
      visitorIds.set(request, visitorId);
      return check(message, request);
    },
    refusal: async (request, key) => {
      refusalKeys.set(request, key);
      const result = await refusal(request);
      return result.isAllowed || !result.isExceeded;
    },
  };
}
