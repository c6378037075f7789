import { resolveModelLocation } from './domains/knowledge/embedding/model-location';
import path from 'node:path';
import { warmUpAgentRuntime } from './domains/agent';
import { buildApp } from './app';
import { controlSocketPath } from './backup/control-protocol';
import { assertNoRunningApi } from './backup/control-client';
import { serveControlSocket } from './backup/control-socket';
import type { PgliteConnection } from './db/open-pglite';
import type { DatabaseConfig } from './db/database';
import { loadOrCreateEncryptionKey } from './config/encryption-key';
import { fakePublicSiteNetwork } from './config/fake-public-site';
import { loadOrCreateJwtSecret } from './config/jwt-secret';
import { readServerEnv } from './config/server-env';
import { ensureDemoOwner } from './seed/demo-owner';
import { seedSampleAgent } from './seed/sample-agent';
import { seedSampleHistory } from './seed/sample-history';
import { describeMailTransport, readSignInEnv } from './domains/agent/visitor-sign-in/sign-in-config';
import { readWeeklyReportEnv } from './domains/weekly-report/weekly-report-env';

function describeRedis(url: string | undefined): string {
  if (!url) return 'このプロセスのメモリ / this process (one API process only; set REDIS_URL for replicas)';
  const parsed = new URL(url);
  return `Redis (${parsed.hostname}:${parsed.port || 6379})`;
}

function describeDatabase(config: DatabaseConfig): string {
  if (config.kind === 'pglite') return `PGlite (${config.dataDir ?? 'memory'})`;
  const url = new URL(config.url);
  return `PostgreSQL (${url.hostname}:${url.port || 5432}${url.pathname})`;
}

const LISTEN_BACKLOG = 4096;
/** Beyond the streams' grace: interrupted answers stored, other requests ended, the database closed. */
const SHUTDOWN_MARGIN_MS = 20_000;

async function main(): Promise<void> {
  const env = readServerEnv();
  const database: DatabaseConfig = env.databaseUrl
    ? { kind: 'postgres', url: env.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(env.dataDir, 'pglite') };
  const jwtSecret = env.jwtSecret ?? loadOrCreateJwtSecret(env.dataDir).secret;
  const encryptionKey = env.encryptionKey ?? loadOrCreateEncryptionKey(env.dataDir).secret;
  const signIn = readSignInEnv(process.env);
  const weeklyReport = readWeeklyReportEnv(process.env);
  if (database.kind === 'pglite') await assertNoRunningApi(controlSocketPath(env.dataDir), 'starting another');

  const app = await buildApp({
    database,
    jwtSecret,
    encryptionKey,
    publicApiUrl: env.publicApiUrl ?? `http://localhost:${env.port}`,
    publicWidgetUrl: env.publicWidgetUrl,
    widgetDistDir: env.widgetDistDir,
    allowPrivateNetworkTargets: env.allowPrivateNetworkTargets,
    outboundHttp: env.fakePublicSites.length > 0 ? fakePublicSiteNetwork(env.fakePublicSites) : undefined,
    anthropicBaseUrl: env.anthropicBaseUrl,
    accessTokenTtlSeconds: env.accessTokenTtlSeconds,
    refreshTokenTtlDays: env.refreshTokenTtlDays,
    corsOrigins: env.corsOrigins,
    trustProxy: env.trustProxy,
    media: env.media,
    signIn,
    historyRetention: { enabled: env.historyRetentionJob },
    weeklyReport,
    redis: env.redisUrl ? { url: env.redisUrl, keyPrefix: env.redisKeyPrefix } : undefined,
    shutdown: { streamGraceMs: env.shutdownStreamGraceMs },
    embeddingModel: resolveModelLocation(process.env.EMBEDDING_MODEL, env.dataDir),
    logger: { level: env.logLevel },
  });

  // On PGlite, `./run backup` asks this process for the backup: nobody else may open the data folder.
  if (database.kind === 'pglite') {
    const control = await serveControlSocket({
      socketPath: controlSocketPath(env.dataDir),
      connection: app.database as PgliteConnection,
      media: env.media,
      encryptionKey,
      log: app.log,
    });
    // Before the database closes: a backup being written is finished first.
    app.addHook('preClose', () => control.close());
  }

  // PGlite writes its folder on close; stopping without closing can lose the last transactions.
  // Closing stops accepting connections, lets the answers being streamed finish (or interrupts them
  // after SHUTDOWN_STREAM_GRACE_MS: src/plugins/app/answer-streams.ts), then closes the database.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A close that hangs (a database that no longer answers) must not keep the process forever.
    setTimeout(() => {
      app.log.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, app.config.shutdown.streamGraceMs + SHUTDOWN_MARGIN_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  const demoState = await ensureDemoOwner(app.database.db, env.demoOwner);
  let sampleAgent = false;
  if (demoState === 'created') {
    // A sample that fails to seed must not keep the API from starting; the owner can add their own.
    sampleAgent = await seedSampleAgent(app, env.demoOwner).then(
      () => true,
      (error: unknown) => {
        app.log.error({ err: error }, 'the sample agent could not be created');
        return false;
      },
    );
  }
  // Here rather than in buildApp: the tests' many short-lived apps would each pay for it, and most never ask a question.
  warmUpAgentRuntime();
  // A burst of visitors connecting at once (2,000 streaming answers in bench/agent-stream.ts) overflows
  // Node's default backlog of 511 while the process is busy, and the kernel's SYN cookies then reset
  // some of those connections; 4096 is the usual somaxconn, which caps it anyway.
  await app.listen({ port: env.port, host: env.host, backlog: LISTEN_BACKLOG });
  if (sampleAgent && env.sampleHistory) {
    // A few weeks of sample conversations, made by the runtime once the sample knowledge is indexed:
    // after listening, so the start does not wait for it (the history fills within seconds).
    seedSampleHistory(app, env.demoOwner.email).then(
      (made) => app.log.info(made, 'the sample history was created'),
      (error: unknown) => {
        if (!stopping) app.log.error({ err: error }, 'the sample history could not be created');
      },
    );
  }

  const shownHost = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  const base = `http://${shownHost}:${env.port}`;
  const credentials = `${env.demoOwner.email} / ${env.demoOwner.password}`;
  const demoLine: Record<typeof demoState, string> = {
    created: `デモアカウント / Demo account: ${credentials}  (作成しました / created)`,
    exists: `デモアカウント / Demo account: ${credentials}`,
    'password-changed': `デモアカウント / Demo account: ${env.demoOwner.email} (パスワードは変更済みです / its password was changed)`,
    deleted: `デモアカウント / Demo account: ${env.demoOwner.email} (削除済みです / it was deleted)`,
  };
  const lines = [
    '',
    `API: ${base}/api/v1`,
    `API ドキュメント / API docs: ${base}/api/docs`,
    `データベース / Database: ${describeDatabase(database)}`,
    `レート制限のカウンター / Rate-limit counters: ${describeRedis(env.redisUrl)}`,
    `メディアの保存先 / Media storage: ${app.media.store.description}`,
    env.allowPrivateNetworkTargets
      ? '外部URLへの接続 / Outbound URLs: 社内ネットワークも許可 / private networks ALLOWED (ALLOW_PRIVATE_NETWORK_TARGETS)'
      : '外部URLへの接続 / Outbound URLs: 公開アドレスのみ / public addresses only',
    ...env.fakePublicSites.map(
      (site) =>
        `テスト専用 / TEST ONLY: ${site.host} は公開サイトとして 127.0.0.1:${site.port} に接続します / is served from 127.0.0.1:${site.port} as if public (TEST_ONLY_FAKE_PUBLIC_SITE)`,
    ),
    await describeVectorSearch(app),
    `ログイン確認コードのメール / Sign-in code mail: ${describeMailTransport(app.config.signIn.mail)}`,
    `週次レポートのメール / Weekly report mail: ${describeMailTransport(app.config.weeklyReport.mail).replace('コードを', 'メールを').replace('codes written', 'mail written')}`,
    demoLine[demoState],
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** What answers by meaning at start (issue #39): the model, its load time and the process's resident size with it. */
async function describeVectorSearch(app: Awaited<ReturnType<typeof buildApp>>): Promise<string> {
  if (!app.vectorSearch) return 'ベクトル検索 / Vector search: 無効 / OFF (pgvector がありません: 単語の一致だけで答えます / pgvector missing: answers by word matching only)';
  await app.knowledge.model.warm();
  const model = app.knowledge.model.state();
  const rss = `${Math.round(process.memoryUsage().rss / 1e6)} MB`;
  switch (model.state) {
    case 'ready':
      return `ベクトル検索 / Vector search: 有効 / on — 組み込みモデル / built-in model ${model.model} (${model.dimensions} 次元 / dims, ${model.location}, 読み込み / loaded in ${model.loadSeconds.toFixed(1)} s; API のメモリ / resident ${rss})`;
    case 'failed':
      return `ベクトル検索 / Vector search: 無効 / OFF — モデルを読み込めませんでした / the model failed to load (${model.error}); 単語の一致だけで答えます / answers by word matching only`;
    default:
      return `ベクトル検索 / Vector search: 無効 / OFF — 埋め込みモデルがありません (EMBEDDING_MODEL, tooling/models/install-builtin-model.sh) / no embedding model: answers by word matching only (API のメモリ / resident ${rss})`;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
