import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/cors reads this: false sends no CORS headers on the route. */
    cors?: false;
  }
}

/**
 * Every public widget route: no CORS (the frame is same-origin with the API and the loader is a
 * plain script), and not the API's general per-address budget, because the public routes count
 * their own (src/domains/agent/public-access/public-rate-limits.ts).
 */
export const PUBLIC_ROUTE_CONFIG = { rateLimit: false, cors: false } as const;

export const WIDGET_TAG = 'widget';

/** The OpenAPI security of the routes that need the visitor token of POST …/conversations. */
export const VISITOR_BEARER = [{ bearerAuth: [] }];

export const agentParams = z.object({ agentId: z.string().max(100) });
