import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveAppConfig } from '../../src/config/app-options';
import { loadOrCreateEncryptionKey } from '../../src/config/encryption-key';
import { loadOrCreateJwtSecret } from '../../src/config/jwt-secret';
import { DEFAULT_CORS_ORIGINS, readServerEnv } from '../../src/config/server-env';

describe('readServerEnv', () => {
  it('defaults to a local start: port 4000 on all interfaces, PGlite under .data/api, the five console origins', () => {
    const env = readServerEnv({});
    expect(env.port).toBe(4000);
    expect(env.host).toBe('0.0.0.0');
    expect(env.dataDir).toBe(path.resolve(__dirname, '../../../.data/api'));
    expect(env.databaseUrl).toBeUndefined();
    expect(env.jwtSecret).toBeUndefined();
    expect(env.corsOrigins).toEqual([
      'http://localhost:3000',
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
    ]);
    expect(env.demoOwner).toEqual({ email: 'demo@example.com', password: 'demo-password', name: 'デモユーザー' });
    expect({ sampleHistory: env.sampleHistory, historyRetentionJob: env.historyRetentionJob }).toEqual({ sampleHistory: true, historyRetentionJob: true });
    expect(readServerEnv({ SAMPLE_HISTORY: 'off', HISTORY_RETENTION_JOB: 'off' })).toMatchObject({ sampleHistory: false, historyRetentionJob: false });
    expect(env).toMatchObject({
      encryptionKey: undefined,
      publicApiUrl: undefined,
      publicWidgetUrl: undefined,
      allowPrivateNetworkTargets: false,
      anthropicBaseUrl: undefined,
    });
  });

  it('reads the settings of stored secrets, public URLs and outbound requests', () => {
    const env = readServerEnv({
      ENCRYPTION_KEY: 'e'.repeat(40),
      PUBLIC_API_URL: 'https://api.example.jp',
      PUBLIC_WIDGET_URL: 'https://cdn.example.jp/agent',
      ALLOW_PRIVATE_NETWORK_TARGETS: 'true',
      ANTHROPIC_BASE_URL: 'http://127.0.0.1:9999',
    });
    expect(env).toMatchObject({
      encryptionKey: 'e'.repeat(40),
      publicApiUrl: 'https://api.example.jp',
      publicWidgetUrl: 'https://cdn.example.jp/agent',
      allowPrivateNetworkTargets: true,
      anthropicBaseUrl: 'http://127.0.0.1:9999',
    });
    expect(readServerEnv({ ALLOW_PRIVATE_NETWORK_TARGETS: 'yes' }).allowPrivateNetworkTargets).toBe(false);
    expect(readServerEnv({}).widgetDistDir).toBeUndefined();
    expect(readServerEnv({ WIDGET_DIST_DIR: '/srv/widget/dist' }).widgetDistDir).toBe('/srv/widget/dist');
    expect(readServerEnv({ API_PUBLIC_URL: 'https://from-topology.example' }).publicApiUrl).toBe('https://from-topology.example');
    expect(readServerEnv({ API_PUBLIC_URL: 'https://b.example', PUBLIC_API_URL: 'https://a.example' }).publicApiUrl).toBe('https://a.example');
  });

  it('reads every override', () => {
    const env = readServerEnv({
      PORT: '4500',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      DATA_DIR: '/var/lib/agent',
      JWT_SECRET: 's'.repeat(40),
      ACCESS_TOKEN_TTL_SECONDS: '60',
      CORS_ORIGINS: ' https://console.example.com , https://chat.example.com ,',
      TRUST_PROXY: 'true',
      DEMO_OWNER_EMAIL: 'owner@example.com',
      DEMO_OWNER_PASSWORD: 'another-password',
    });
    expect(env).toMatchObject({
      port: 4500,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/app',
      dataDir: '/var/lib/agent',
      jwtSecret: 's'.repeat(40),
      accessTokenTtlSeconds: 60,
      corsOrigins: ['https://console.example.com', 'https://chat.example.com'],
      trustProxy: true,
      demoOwner: { email: 'owner@example.com', password: 'another-password' },
    });
  });

  it('reads the Redis the replicas share and the grace of the answers being streamed at shutdown', () => {
    expect(readServerEnv({})).toMatchObject({ redisUrl: undefined, redisKeyPrefix: undefined, shutdownStreamGraceMs: undefined });
    expect(readServerEnv({ REDIS_URL: 'redis://redis:6379', REDIS_KEY_PREFIX: 'shop:', SHUTDOWN_STREAM_GRACE_MS: '2500' })).toMatchObject({
      redisUrl: 'redis://redis:6379',
      redisKeyPrefix: 'shop:',
      shutdownStreamGraceMs: 2500,
    });
  });

  it('refuses a number that is not one', () => {
    expect(() => readServerEnv({ PORT: 'eighty' })).toThrow('PORT must be a positive number');
  });

  it('exports the console origins it defaults to', () => {
    expect(DEFAULT_CORS_ORIGINS).toHaveLength(5);
  });
});

describe('resolveAppConfig', () => {
  it('applies the production defaults', () => {
    const config = resolveAppConfig({ database: { kind: 'pglite' }, jwtSecret: 'x'.repeat(32), encryptionKey: 'k'.repeat(32) });
    expect(config.accessTokenTtlSeconds).toBe(900);
    expect(config.refreshTokenTtlMs).toBe(30 * 86_400_000);
    expect(config.refreshTokenReuseGraceMs).toBe(30_000);
    expect(config.loginRateLimit).toEqual({ freePerAccountAndAddress: 3, freePerAddress: 20, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000, windowMs: 15 * 60_000 });
    expect(config.corsOrigins).toEqual([]);
    // One process, counting in memory; 10 s for the answers in flight at shutdown.
    expect(config.redis).toBeNull();
    expect(config.shutdown).toEqual({ streamGraceMs: 10_000 });
    expect(resolveAppConfig({ database: { kind: 'pglite' }, jwtSecret: 'x'.repeat(32), encryptionKey: 'k'.repeat(32), redis: { url: 'redis://r:6379' } }).redis).toEqual({
      url: 'redis://r:6379',
      keyPrefix: 'avatar-agent:',
      commandTimeoutMs: 1_000,
      connectTimeoutMs: 5_000,
    });
    expect(config).toMatchObject({
      publicApiUrl: 'http://localhost:4000',
      publicWidgetUrl: 'http://localhost:4000',
      allowPrivateNetworkTargets: false,
      anthropicBaseUrl: 'https://api.anthropic.com',
      outboundHttp: { timeoutMs: 15_000, maxResponseBytes: 5 * 1024 * 1024 },
    });
  });

  it('keeps public URLs without trailing slashes, the widget beside the API unless told otherwise', () => {
    const config = resolveAppConfig({
      database: { kind: 'pglite' },
      jwtSecret: 'x'.repeat(32),
      encryptionKey: 'k'.repeat(32),
      publicApiUrl: 'https://api.example.jp/',
    });
    expect(config.publicApiUrl).toBe('https://api.example.jp');
    expect(config.publicWidgetUrl).toBe('https://api.example.jp');
  });

  it('refuses a short encryption key and a public URL that is not one', () => {
    const base = { database: { kind: 'pglite' as const }, jwtSecret: 'x'.repeat(32) };
    expect(() => resolveAppConfig({ ...base, encryptionKey: 'short' })).toThrow('encryptionKey must be at least 32 characters');
    expect(() => resolveAppConfig({ ...base, encryptionKey: 'k'.repeat(32), publicApiUrl: 'api.example.jp' })).toThrow('publicApiUrl must be an absolute');
    expect(() => resolveAppConfig({ ...base, encryptionKey: 'k'.repeat(32), publicWidgetUrl: 'ftp://x' })).toThrow('publicWidgetUrl must be an http(s) URL');
  });

  it('refuses a short signing secret', () => {
    expect(() => resolveAppConfig({ database: { kind: 'pglite' }, jwtSecret: 'short', encryptionKey: 'k'.repeat(32) })).toThrow('at least 32 characters');
  });
});

describe('loadOrCreateJwtSecret', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'api-secret-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates a private secret once and reads the same one on the next start', () => {
    const first = loadOrCreateJwtSecret(path.join(dir, 'nested'));
    expect(first.created).toBe(true);
    expect(first.secret.length).toBeGreaterThanOrEqual(64);
    expect(statSync(path.join(dir, 'nested', 'jwt-secret')).mode & 0o777).toBe(0o600);

    const second = loadOrCreateJwtSecret(path.join(dir, 'nested'));
    expect(second).toEqual({ secret: first.secret, created: false });
  });

  it('keeps the encryption key of stored secrets in a file of its own', () => {
    const key = loadOrCreateEncryptionKey(dir);
    expect(key.created).toBe(true);
    expect(statSync(path.join(dir, 'encryption-key')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateEncryptionKey(dir)).toEqual({ secret: key.secret, created: false });
    expect(loadOrCreateJwtSecret(dir).secret).not.toBe(key.secret);
  });

  it('replaces a secret file too short to be safe', () => {
    writeFileSync(path.join(dir, 'jwt-secret'), 'short\n');
    const result = loadOrCreateJwtSecret(dir);
    expect(result.created).toBe(true);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(result.secret);
  });
});
