import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import type { DatabaseConfig } from '../db/database';
import type { ModelLocation } from '../domains/knowledge/embedding/model-location';
import type { DialTarget, HostLookup } from '../lib/safe-fetch';
import type { MediaStorageConfig } from '../domains/media/storage/media-storage-config';
import { DEFAULT_MAIL_FROM, type MailTransportConfig, resolveSignInConfig, type SignInConfig, type SignInOptions } from '../domains/agent/visitor-sign-in/sign-in-config';
import { REPORT_RETRY_DEFAULTS, type ReportRetryConfig } from '../domains/weekly-report/weekly-report-job';

/** What `buildApp` needs to know; everything but the database and the signing secret has a production default. */
export interface AppOptions {
  database: DatabaseConfig;
  /** HS256 key of the access tokens: at least 32 characters, the same on every replica. */
  jwtSecret: string;
  /**
   * Key material of the stored secrets (LLM API keys, the LINE channel secret), encrypted with
   * AES-256-GCM: at least 32 characters, the same on every replica, and never changed while secrets
   * are stored (they could no longer be read).
   */
  encryptionKey: string;
  /** Where browsers and LINE reach this API (no trailing slash): the LINE callback URL is built from it. */
  publicApiUrl?: string;
  /** Where the widget loader is served; the embed snippet loads `{publicWidgetUrl}/widget.js`. Default: publicApiUrl. */
  publicWidgetUrl?: string;
  /**
   * Lets owner-given URLs (the LLM connection test, later knowledge pages) reach loopback and private
   * networks: for a self-hosted Ollama, and for tests. Link-local and metadata addresses stay refused.
   */
  allowPrivateNetworkTargets?: boolean;
  /** Anthropic's API origin; tests point it at a local fake. */
  anthropicBaseUrl?: string;
  /** Limits of outbound requests, and the seams tests use to stand in for DNS and the network. */
  outboundHttp?: {
    timeoutMs?: number;
    maxResponseBytes?: number;
    lookup?: HostLookup;
    dial?: (checked: DialTarget) => DialTarget;
  };
  accessTokenTtlSeconds?: number;
  /** Fractions are allowed (tests expire a refresh token within a second). A sign-in's whole life: rotation keeps it. */
  refreshTokenTtlDays?: number;
  /**
   * How long a rotated refresh token is still answered with its successor instead of counting as
   * reuse (default 30; 0 turns the grace off): two tabs refreshing at once, a lost answer retried.
   */
  refreshTokenReuseGraceSeconds?: number;
  /** Browser origins allowed to call the API (the console's apps); no others get CORS headers. */
  corsOrigins?: readonly string[];
  logger?: FastifyServerOptions['logger'];
  /**
   * Where the media library keeps its files: `$DATA_DIR/media` or an S3-compatible bucket when the
   * server runs. Unset: a temporary folder removed when the app closes (tests).
   */
  media?: MediaStorageConfig;
  /** Set behind a load balancer so that `request.ip` (and so the per-address limits) sees the visitor. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** The general per-address request limit of the whole API. */
  rateLimit?: { max?: number; timeWindowMs?: number; notFoundMax?: number };
  /**
   * The Redis the replicas share (REDIS_URL): the rate limits count there. Unset: this process counts
   * in its own memory, which is right for one process only.
   */
  redis?: RedisOptions;
  /**
   * Sign-in throttling (domains/auth/login-rate-limiter.ts): failures within the window that cost
   * nothing, per account from one client address and per client address over all accounts; past
   * them each further attempt waits 1 s, 2 s, 4 s … (firstDelaySeconds, doubling) after the last
   * failure, at most maxDelaySeconds.
   */
  loginRateLimit?: {
    freeFailuresPerAccountAndAddress?: number;
    freeFailuresPerAddress?: number;
    /** The first wait (default 1 s), doubled with each further failure. */
    firstDelaySeconds?: number;
    maxDelaySeconds?: number;
    windowSeconds?: number;
  };
  /** Visitor sign-in in the widget: the mail transport of the codes and LINE's endpoints (default: mail off). */
  signIn?: SignInOptions;
  /** The built widget (loader.js, manifest.json, the frame bundle). Default: the workspace's widget/dist. */
  widgetDistDir?: string;
  /** Request budgets of the public widget routes (src/domains/agent/public-access/public-rate-limits.ts). */
  publicRateLimit?: Partial<PublicRateLimitConfig>;
  /** The history's retention job (src/plugins/app/history-retention.ts). */
  historyRetention?: Partial<HistoryRetentionConfig>;
  /** The weekly report mail (src/plugins/app/weekly-report.ts): its job, mail server and links. */
  weeklyReport?: WeeklyReportOptions;
  /** What closing the app does with the answers being streamed (src/plugins/app/answer-streams.ts). */
  shutdown?: Partial<ShutdownConfig>;
  /**
   * The built-in embedding model (EMBEDDING_MODEL, resolved by domains/knowledge/embedding/model-location.ts).
   * Default off: tests and benches that build many apps opt in; the server passes what EMBEDDING_MODEL says.
   */
  embeddingModel?: ModelLocation;
  /** The embedded database's VACUUM (ANALYZE) schedule (src/plugins/app/embedded-vacuum.ts); PGlite only. */
  embeddedVacuum?: Partial<EmbeddedVacuumConfig>;
}

export interface ShutdownConfig {
  /**
   * How long the answers being streamed may take to finish once the app closes (SIGTERM); those still
   * going after it end with the widget's 中断 message, stored as an interrupted answer.
   */
  streamGraceMs: number;
}

export interface RedisOptions {
  /** redis://[user:password@]host:port[/db] (rediss:// for TLS). */
  url: string;
  /** Before every key this API writes, so that several deployments (or tests) can share one Redis. */
  keyPrefix?: string;
  /** A command Redis leaves unanswered this long fails (and the rate limit lets the request through). */
  commandTimeoutMs?: number;
  connectTimeoutMs?: number;
}

export type RedisConfig = Required<RedisOptions>;

export interface HistoryRetentionConfig {
  /** Run the job in this process (default true); tests switch it off and call it themselves. */
  enabled: boolean;
  /** The first run after the app is ready. */
  firstRunDelayMs: number;
  /** Between two runs. */
  intervalMs: number;
}

export interface WeeklyReportOptions {
  /** Run the sending job in this process (default true); tests switch it off and call runOnce themselves. */
  enabled?: boolean;
  firstRunDelayMs?: number;
  /** Between two runs: how late after its hour a report may go. */
  intervalMs?: number;
  /** The mail server (SMTP_HOST as for the sign-in codes); default off: nothing is sent or logged. */
  mail?: MailTransportConfig;
  mailFrom?: string;
  /** Where owners open the console (the host's origin): the mail's links point there. */
  consoleUrl?: string;
  retry?: Partial<ReportRetryConfig>;
}

export interface WeeklyReportConfig {
  enabled: boolean;
  firstRunDelayMs: number;
  intervalMs: number;
  mail: MailTransportConfig;
  mailFrom: string;
  consoleUrl: string;
  retry: ReportRetryConfig;
}

/** PGlite has no autovacuum; the API runs VACUUM (ANALYZE) itself on this schedule. */
export interface EmbeddedVacuumConfig {
  enabled: boolean;
  /** The first run after the app is ready: after start-up's own writes (the demo data, indexing). */
  firstRunDelayMs: number;
  /** Between two runs. */
  intervalMs: number;
}

export interface PublicRateLimitConfig {
  /** Every public widget request of one address. */
  perAddressMax: number;
  /** New visitors (conversations started without a token) one address may create. */
  newVisitorsPerAddressMax: number;
  /** Every request of one visitor token. */
  perVisitorMax: number;
  /** Messages one visitor may send. */
  messagesPerVisitorMax: number;
  timeWindowMs: number;
}

export interface AppConfig {
  database: DatabaseConfig;
  embeddingModel: ModelLocation;
  jwtSecret: string;
  encryptionKey: string;
  publicApiUrl: string;
  publicWidgetUrl: string;
  allowPrivateNetworkTargets: boolean;
  anthropicBaseUrl: string;
  outboundHttp: {
    timeoutMs: number;
    maxResponseBytes: number;
    lookup?: HostLookup;
    dial?: (checked: DialTarget) => DialTarget;
  };
  accessTokenTtlSeconds: number;
  refreshTokenTtlMs: number;
  refreshTokenReuseGraceMs: number;
  corsOrigins: readonly string[];
  rateLimit: { max: number; timeWindowMs: number; notFoundMax: number };
  redis: RedisConfig | null;
  loginRateLimit: { freePerAccountAndAddress: number; freePerAddress: number; firstDelayMs: number; maxDelayMs: number; windowMs: number };
  signIn: SignInConfig;
  media: MediaStorageConfig | null;
  widgetDistDir: string;
  publicRateLimit: PublicRateLimitConfig;
  historyRetention: HistoryRetentionConfig;
  weeklyReport: WeeklyReportConfig;
  shutdown: ShutdownConfig;
  embeddedVacuum: EmbeddedVacuumConfig;
}

export const JWT_SECRET_MIN_LENGTH = 32;
export const ENCRYPTION_KEY_MIN_LENGTH = 32;
export const DEFAULT_PUBLIC_API_URL = 'http://localhost:4000';
/** The host app of `pnpm start` (topology.json). */
export const DEFAULT_CONSOLE_URL = 'http://localhost:3000';
const DEFAULT_ANTHROPIC_BASE_URL = 'https://api.anthropic.com';
const DAY_MS = 86_400_000;
const DEFAULT_WIDGET_DIST_DIR = path.resolve(__dirname, '../../../widget/dist');

function positive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${value}`);
  return value;
}

function nonNegative(name: string, value: number): number {
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be zero or a positive number, got ${value}`);
  return value;
}

/** An absolute http(s) URL, kept without its trailing slashes so paths can be appended. */
function baseUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

export function resolveAppConfig(options: AppOptions): AppConfig {
  if (options.jwtSecret.length < JWT_SECRET_MIN_LENGTH) {
    throw new Error(`jwtSecret must be at least ${JWT_SECRET_MIN_LENGTH} characters long`);
  }
  if (options.encryptionKey.length < ENCRYPTION_KEY_MIN_LENGTH) {
    throw new Error(`encryptionKey must be at least ${ENCRYPTION_KEY_MIN_LENGTH} characters long`);
  }
  const publicApiUrl = baseUrl('publicApiUrl', options.publicApiUrl ?? DEFAULT_PUBLIC_API_URL);
  return {
    database: options.database,
    jwtSecret: options.jwtSecret,
    encryptionKey: options.encryptionKey,
    publicApiUrl,
    publicWidgetUrl: options.publicWidgetUrl === undefined ? publicApiUrl : baseUrl('publicWidgetUrl', options.publicWidgetUrl),
    allowPrivateNetworkTargets: options.allowPrivateNetworkTargets ?? false,
    anthropicBaseUrl: baseUrl('anthropicBaseUrl', options.anthropicBaseUrl ?? DEFAULT_ANTHROPIC_BASE_URL),
    outboundHttp: {
      timeoutMs: positive('outboundHttp.timeoutMs', options.outboundHttp?.timeoutMs ?? 15_000),
      maxResponseBytes: positive('outboundHttp.maxResponseBytes', options.outboundHttp?.maxResponseBytes ?? 5 * 1024 * 1024),
      lookup: options.outboundHttp?.lookup,
      dial: options.outboundHttp?.dial,
    },
    accessTokenTtlSeconds: positive('accessTokenTtlSeconds', options.accessTokenTtlSeconds ?? 900),
    refreshTokenTtlMs: positive('refreshTokenTtlDays', options.refreshTokenTtlDays ?? 30) * DAY_MS,
    refreshTokenReuseGraceMs: nonNegative('refreshTokenReuseGraceSeconds', options.refreshTokenReuseGraceSeconds ?? 30) * 1000,
    corsOrigins: options.corsOrigins ?? [],
    rateLimit: {
      max: positive('rateLimit.max', options.rateLimit?.max ?? 600),
      timeWindowMs: positive('rateLimit.timeWindowMs', options.rateLimit?.timeWindowMs ?? 60_000),
      notFoundMax: positive('rateLimit.notFoundMax', options.rateLimit?.notFoundMax ?? 60),
    },
    redis: options.redis
      ? {
          url: options.redis.url,
          keyPrefix: options.redis.keyPrefix ?? 'avatar-agent:',
          commandTimeoutMs: positive('redis.commandTimeoutMs', options.redis.commandTimeoutMs ?? 1_000),
          connectTimeoutMs: positive('redis.connectTimeoutMs', options.redis.connectTimeoutMs ?? 5_000),
        }
      : null,
    media: options.media ?? null,
    signIn: resolveSignInConfig(options.signIn),
    widgetDistDir: options.widgetDistDir ?? DEFAULT_WIDGET_DIST_DIR,
    publicRateLimit: {
      perAddressMax: positive('publicRateLimit.perAddressMax', options.publicRateLimit?.perAddressMax ?? 600),
      newVisitorsPerAddressMax: positive('publicRateLimit.newVisitorsPerAddressMax', options.publicRateLimit?.newVisitorsPerAddressMax ?? 30),
      perVisitorMax: positive('publicRateLimit.perVisitorMax', options.publicRateLimit?.perVisitorMax ?? 120),
      messagesPerVisitorMax: positive('publicRateLimit.messagesPerVisitorMax', options.publicRateLimit?.messagesPerVisitorMax ?? 20),
      timeWindowMs: positive('publicRateLimit.timeWindowMs', options.publicRateLimit?.timeWindowMs ?? 60_000),
    },
    historyRetention: {
      enabled: options.historyRetention?.enabled ?? true,
      firstRunDelayMs: positive('historyRetention.firstRunDelayMs', options.historyRetention?.firstRunDelayMs ?? 60_000),
      intervalMs: positive('historyRetention.intervalMs', options.historyRetention?.intervalMs ?? 60 * 60_000),
    },
    weeklyReport: {
      enabled: options.weeklyReport?.enabled ?? true,
      firstRunDelayMs: positive('weeklyReport.firstRunDelayMs', options.weeklyReport?.firstRunDelayMs ?? 2 * 60_000),
      intervalMs: positive('weeklyReport.intervalMs', options.weeklyReport?.intervalMs ?? 5 * 60_000),
      mail: options.weeklyReport?.mail ?? { kind: 'off' },
      mailFrom: options.weeklyReport?.mailFrom ?? DEFAULT_MAIL_FROM,
      consoleUrl: baseUrl('weeklyReport.consoleUrl', options.weeklyReport?.consoleUrl ?? DEFAULT_CONSOLE_URL),
      retry: {
        firstDelayMs: positive('weeklyReport.retry.firstDelayMs', options.weeklyReport?.retry?.firstDelayMs ?? REPORT_RETRY_DEFAULTS.firstDelayMs),
        maxDelayMs: positive('weeklyReport.retry.maxDelayMs', options.weeklyReport?.retry?.maxDelayMs ?? REPORT_RETRY_DEFAULTS.maxDelayMs),
        maxAttempts: positive('weeklyReport.retry.maxAttempts', options.weeklyReport?.retry?.maxAttempts ?? REPORT_RETRY_DEFAULTS.maxAttempts),
      },
    },
    embeddingModel: options.embeddingModel ?? { kind: 'off' },
    shutdown: { streamGraceMs: positive('shutdown.streamGraceMs', options.shutdown?.streamGraceMs ?? 10_000) },
    embeddedVacuum: {
      enabled: options.embeddedVacuum?.enabled ?? true,
      firstRunDelayMs: positive('embeddedVacuum.firstRunDelayMs', options.embeddedVacuum?.firstRunDelayMs ?? 10 * 60_000),
      intervalMs: positive('embeddedVacuum.intervalMs', options.embeddedVacuum?.intervalMs ?? 6 * 60 * 60_000),
    },
    loginRateLimit: {
      freePerAccountAndAddress: nonNegative('loginRateLimit.freeFailuresPerAccountAndAddress', options.loginRateLimit?.freeFailuresPerAccountAndAddress ?? 3),
      freePerAddress: nonNegative('loginRateLimit.freeFailuresPerAddress', options.loginRateLimit?.freeFailuresPerAddress ?? 20),
      firstDelayMs: positive('loginRateLimit.firstDelaySeconds', options.loginRateLimit?.firstDelaySeconds ?? 1) * 1000,
      maxDelayMs: positive('loginRateLimit.maxDelaySeconds', options.loginRateLimit?.maxDelaySeconds ?? 15 * 60) * 1000,
      windowMs: positive('loginRateLimit.windowSeconds', options.loginRateLimit?.windowSeconds ?? 15 * 60) * 1000,
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}
