import type { FastifyServerOptions } from 'fastify';
import type { DatabaseConfig } from '../db/database';

/** What `buildApp` needs to know; everything but the database and the signing secret has a production default. */
export interface AppOptions {
  database: DatabaseConfig;
  /** HS256 key of the access tokens: at least 32 characters, the same on every replica. */
  jwtSecret: string;
  accessTokenTtlSeconds?: number;
  /** Fractions are allowed (tests expire a refresh token within a second). */
  refreshTokenTtlDays?: number;
  /** Browser origins allowed to call the API (the console's apps); no others get CORS headers. */
  corsOrigins?: readonly string[];
  logger?: FastifyServerOptions['logger'];
  /** Set behind a load balancer so that `request.ip` (and so the per-address limits) sees the visitor. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** The general per-address request limit of the whole API. */
  rateLimit?: { max?: number; timeWindowMs?: number; notFoundMax?: number };
  /** Failed sign-ins allowed per account and per address within the window before 429. */
  loginRateLimit?: { maxPerAccount?: number; maxPerAddress?: number; windowSeconds?: number };
}

export interface AppConfig {
  database: DatabaseConfig;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlMs: number;
  corsOrigins: readonly string[];
  rateLimit: { max: number; timeWindowMs: number; notFoundMax: number };
  loginRateLimit: { maxPerAccount: number; maxPerAddress: number; windowMs: number };
}

export const JWT_SECRET_MIN_LENGTH = 32;
const DAY_MS = 86_400_000;

function positive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${value}`);
  return value;
}

export function resolveAppConfig(options: AppOptions): AppConfig {
  if (options.jwtSecret.length < JWT_SECRET_MIN_LENGTH) {
    throw new Error(`jwtSecret must be at least ${JWT_SECRET_MIN_LENGTH} characters long`);
  }
  return {
    database: options.database,
    jwtSecret: options.jwtSecret,
    accessTokenTtlSeconds: positive('accessTokenTtlSeconds', options.accessTokenTtlSeconds ?? 900),
    refreshTokenTtlMs: positive('refreshTokenTtlDays', options.refreshTokenTtlDays ?? 30) * DAY_MS,
    corsOrigins: options.corsOrigins ?? [],
    rateLimit: {
      max: positive('rateLimit.max', options.rateLimit?.max ?? 600),
      timeWindowMs: positive('rateLimit.timeWindowMs', options.rateLimit?.timeWindowMs ?? 60_000),
      notFoundMax: positive('rateLimit.notFoundMax', options.rateLimit?.notFoundMax ?? 60),
    },
    loginRateLimit: {
      maxPerAccount: positive('loginRateLimit.maxPerAccount', options.loginRateLimit?.maxPerAccount ?? 5),
      maxPerAddress: positive('loginRateLimit.maxPerAddress', options.loginRateLimit?.maxPerAddress ?? 20),
      windowMs: positive('loginRateLimit.windowSeconds', options.loginRateLimit?.windowSeconds ?? 15 * 60) * 1000,
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}
