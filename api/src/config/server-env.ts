import path from 'node:path';
import type { MediaStorageConfig } from '../domains/media/storage/media-storage-config';
import { type FakePublicSite, readFakePublicSites } from './fake-public-site';

/** The five console apps of topology.json, as served by `pnpm start`. */
export const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`);

const REPO_ROOT = path.resolve(__dirname, '../../..');

export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  encryptionKey: string | undefined;
  publicApiUrl: string | undefined;
  publicWidgetUrl: string | undefined;
  /** The widget build the API serves (WIDGET_DIST_DIR); unset: the workspace's widget/dist. */
  widgetDistDir: string | undefined;
  allowPrivateNetworkTargets: boolean;
  /** End-to-end tests only (TEST_ONLY_FAKE_PUBLIC_SITE): see fake-public-site.ts. */
  fakePublicSites: FakePublicSite[];
  anthropicBaseUrl: string | undefined;
  accessTokenTtlSeconds: number | undefined;
  refreshTokenTtlDays: number | undefined;
  corsOrigins: string[];
  trustProxy: boolean;
  logLevel: string;
  media: MediaStorageConfig;
  demoOwner: { email: string; password: string; name: string };
  /** SAMPLE_HISTORY=off: a new demo owner gets its sample agent but no sample conversations. */
  sampleHistory: boolean;
  /** REDIS_URL: the Redis the API replicas share (rate-limit counters); unset, one process counts in memory. */
  redisUrl: string | undefined;
  /** REDIS_KEY_PREFIX: before every key, when deployments share one Redis (default avatar-agent:). */
  redisKeyPrefix: string | undefined;
  /** SHUTDOWN_STREAM_GRACE_MS: on SIGTERM, how long answers being streamed may take to finish (default 10 s). */
  shutdownStreamGraceMs: number | undefined;
  /** HISTORY_RETENTION_JOB=off: this process never runs the history's retention job (another one does). */
  historyRetentionJob: boolean;
}

function optionalNumber(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function flag(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The media library's storage: an S3-compatible bucket when MEDIA_S3_BUCKET is set (MinIO and the
 * like with MEDIA_S3_ENDPOINT, which also turns on path-style addressing), else `$DATA_DIR/media`.
 */
function readMediaStorage(env: NodeJS.ProcessEnv, dataDir: string): MediaStorageConfig {
  const bucket = nonEmpty(env.MEDIA_S3_BUCKET);
  const endpoint = nonEmpty(env.MEDIA_S3_ENDPOINT);
  const accessKeyId = nonEmpty(env.MEDIA_S3_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.MEDIA_S3_SECRET_ACCESS_KEY);
  if (!bucket) {
    if (endpoint || accessKeyId || secretAccessKey) throw new Error('MEDIA_S3_BUCKET must be set to keep media in S3-compatible storage (the other MEDIA_S3_* settings are set)');
    return { kind: 'local', dir: path.join(dataDir, 'media') };
  }
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together');
  const pathStyle = nonEmpty(env.MEDIA_S3_FORCE_PATH_STYLE);
  return {
    kind: 's3',
    bucket,
    region: nonEmpty(env.MEDIA_S3_REGION) ?? 'us-east-1',
    endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === undefined ? endpoint !== undefined : flag(pathStyle),
    incomingDir: path.join(dataDir, 'media-incoming'),
  };
}

/** Every setting the API process reads from its environment, with the defaults of a local start. */
export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const corsOrigins = nonEmpty(env.CORS_ORIGINS)
    ?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? path.join(REPO_ROOT, '.data', 'api'));
  const widgetDistDir = nonEmpty(env.WIDGET_DIST_DIR);
  return {
    port: optionalNumber(env, 'PORT') ?? 4000,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    jwtSecret: nonEmpty(env.JWT_SECRET),
    encryptionKey: nonEmpty(env.ENCRYPTION_KEY),
    // API_PUBLIC_URL is the name the start scripts and docker-compose give the same address.
    publicApiUrl: nonEmpty(env.PUBLIC_API_URL) ?? nonEmpty(env.API_PUBLIC_URL),
    publicWidgetUrl: nonEmpty(env.PUBLIC_WIDGET_URL),
    widgetDistDir: widgetDistDir === undefined ? undefined : path.resolve(widgetDistDir),
    allowPrivateNetworkTargets: flag(env.ALLOW_PRIVATE_NETWORK_TARGETS),
    fakePublicSites: readFakePublicSites(env.TEST_ONLY_FAKE_PUBLIC_SITE, env.NODE_ENV),
    anthropicBaseUrl: nonEmpty(env.ANTHROPIC_BASE_URL),
    accessTokenTtlSeconds: optionalNumber(env, 'ACCESS_TOKEN_TTL_SECONDS'),
    refreshTokenTtlDays: optionalNumber(env, 'REFRESH_TOKEN_TTL_DAYS'),
    corsOrigins: corsOrigins ?? DEFAULT_CORS_ORIGINS,
    trustProxy: flag(env.TRUST_PROXY),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    media: readMediaStorage(env, dataDir),
    demoOwner: {
      email: nonEmpty(env.DEMO_OWNER_EMAIL) ?? 'demo@example.com',
      password: nonEmpty(env.DEMO_OWNER_PASSWORD) ?? 'demo-password',
      name: nonEmpty(env.DEMO_OWNER_NAME) ?? 'デモユーザー',
    },
    redisUrl: nonEmpty(env.REDIS_URL),
    shutdownStreamGraceMs: optionalNumber(env, 'SHUTDOWN_STREAM_GRACE_MS'),
    redisKeyPrefix: nonEmpty(env.REDIS_KEY_PREFIX),
    sampleHistory: env.SAMPLE_HISTORY?.trim() !== 'off',
    historyRetentionJob: env.HISTORY_RETENTION_JOB?.trim() !== 'off',
  };
}
