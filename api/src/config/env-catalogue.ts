/**
 * Every environment variable the product reads, with its default and meaning: the API process
 * (server-env.ts and the readers beside their domains), `./run start` and the release commands
 * (scripts/), and the test tools. docs/configuration.md is generated from this list
 * (`pnpm docs:config`), and test/config/env-catalogue.test.ts fails when a name the API's source
 * reads is missing here, when an API entry is read nowhere, or when the page is not what this list
 * makes. The readers keep their own parsing; this list only describes them.
 */

/** Who reads a variable: the API process, the start/release scripts, the test and build tools. */
export type EnvReader = 'api' | 'scripts' | 'tests';

export interface EnvGroup {
  id: string;
  title: string;
  intro: string;
}

export interface EnvSetting {
  name: string;
  /** As a person would write it; `unset` when absence is the default. */
  default: string;
  meaning: string;
  group: EnvGroup['id'];
  readBy: readonly EnvReader[];
}

export const ENV_GROUPS: readonly EnvGroup[] = [
  {
    id: 'start',
    title: '`./run start` and the release commands',
    intro: 'Read by scripts/ (scripts/lib/topology.mjs and scripts/start.mjs), which hand the API its own settings below. The e2e harness and the benches set them to ports of their own.',
  },
  {
    id: 'server',
    title: 'The API process',
    intro: 'Read by the API at start (api/src/config/server-env.ts).',
  },
  {
    id: 'database',
    title: 'Database and data folder',
    intro: 'Embedded PGlite in a data folder unless DATABASE_URL names a PostgreSQL server (docs/deployment.md).',
  },
  {
    id: 'sessions',
    title: 'Sessions and secrets',
    intro: 'Give every replica the same secrets: each is otherwise generated once and kept in the data folder (docs/security.md).',
  },
  {
    id: 'replicas',
    title: 'Replicas, Redis and background jobs',
    intro: 'What several API processes share (docs/deployment.md, "Replicas and Redis").',
  },
  {
    id: 'media',
    title: 'Media storage',
    intro: 'The media library\'s files: a folder of the data folder by default, an S3-compatible bucket when MEDIA_S3_BUCKET is set.',
  },
  {
    id: 'mail-line',
    title: 'Visitor sign-in: mail and LINE',
    intro: 'Read by api/src/domains/agent/visitor-sign-in/sign-in-config.ts.',
  },
  {
    id: 'embedding',
    title: 'Answers by meaning: the embedding model',
    intro: 'Read by api/src/server.ts and api/src/domains/knowledge/embedding/ (docs/architecture.md §6).',
  },
  {
    id: 'outbound',
    title: 'Outbound requests',
    intro: 'Every URL an owner types is fetched through the guarded client (docs/security.md, "Outbound requests").',
  },
  {
    id: 'demo',
    title: 'The demo owner and its sample data',
    intro: 'Made on the first start of an empty database.',
  },
  {
    id: 'tests',
    title: 'Tests, builds and tools',
    intro: 'Read by `./run test`, scripts/test.mjs, the e2e harness and the build; never by a deployed API except where said.',
  },
];

export const ENV_CATALOGUE: readonly EnvSetting[] = [
  // ./run start and the release commands
  { name: 'API_PORT', default: '4000', meaning: 'Where the API listens (passed to it as PORT).', group: 'start', readBy: ['scripts'] },
  { name: 'HOST_PORT', default: '3000', meaning: 'Where the console (host) is served.', group: 'start', readBy: ['scripts'] },
  { name: 'CHATSETTINGS_PORT', default: '3001', meaning: 'Where the chatsettings section is served.', group: 'start', readBy: ['scripts'] },
  { name: 'AVATARSETTINGS_PORT', default: '3002', meaning: 'Where the avatarsettings section is served.', group: 'start', readBy: ['scripts'] },
  { name: 'ANALYTICS_PORT', default: '3003', meaning: 'Where the analytics section is served.', group: 'start', readBy: ['scripts'] },
  { name: 'HISTORY_PORT', default: '3004', meaning: 'Where the history section is served.', group: 'start', readBy: ['scripts'] },
  { name: 'PUBLIC_HOSTNAME', default: '`localhost`', meaning: 'The host name in every public URL below that is not set.', group: 'start', readBy: ['scripts'] },
  { name: 'HOST_PUBLIC_URL', default: '`http://$PUBLIC_HOSTNAME:$HOST_PORT`', meaning: 'The console\'s origin, allowed by the API\'s CORS.', group: 'start', readBy: ['scripts'] },
  { name: 'REMOTE_CHATSETTINGS_URL', default: '`http://$PUBLIC_HOSTNAME:$CHATSETTINGS_PORT`', meaning: 'Where browsers reach the chatsettings section (the host\'s `/remotes.json`).', group: 'start', readBy: ['scripts'] },
  { name: 'REMOTE_AVATARSETTINGS_URL', default: '`http://$PUBLIC_HOSTNAME:$AVATARSETTINGS_PORT`', meaning: 'Where browsers reach the avatarsettings section.', group: 'start', readBy: ['scripts'] },
  { name: 'REMOTE_ANALYTICS_URL', default: '`http://$PUBLIC_HOSTNAME:$ANALYTICS_PORT`', meaning: 'Where browsers reach the analytics section.', group: 'start', readBy: ['scripts'] },
  { name: 'REMOTE_HISTORY_URL', default: '`http://$PUBLIC_HOSTNAME:$HISTORY_PORT`', meaning: 'Where browsers reach the history section.', group: 'start', readBy: ['scripts'] },
  { name: 'RELEASES_DIR', default: '`<repo>/.releases`', meaning: 'The store of released section versions (`./run release`, `deploy`, `rollback`).', group: 'start', readBy: ['scripts'] },
  { name: 'SERVE_SOURCE_MAPS', default: 'unset', meaning: '`1`: the static server of each app also serves the build\'s source maps (kept beside the build, private by default).', group: 'start', readBy: ['scripts'] },
  { name: 'BUILD_CONCURRENCY', default: '2', meaning: 'How many apps `pnpm build` builds at once.', group: 'start', readBy: ['scripts'] },

  // The API process
  { name: 'PORT', default: '4000', meaning: 'Where the API listens.', group: 'server', readBy: ['api'] },
  { name: 'HOST', default: '`0.0.0.0`', meaning: 'The address the API binds.', group: 'server', readBy: ['api'] },
  {
    name: 'PUBLIC_API_URL',
    default: '`http://localhost:$PORT`',
    meaning: 'Where browsers and LINE reach the API (the LINE callback URL). `./run start` writes it into each app\'s `/runtime-config.json` too.',
    group: 'server',
    readBy: ['api'],
  },
  { name: 'API_PUBLIC_URL', default: 'unset', meaning: 'The name `./run start` and docker-compose give PUBLIC_API_URL; the API reads it when PUBLIC_API_URL is unset.', group: 'server', readBy: ['api', 'scripts'] },
  { name: 'CONSOLE_URL', default: '`http://localhost:3000`', meaning: 'Where the weekly report mail\'s links open the console (the host\'s origin).', group: 'server', readBy: ['api'] },
  { name: 'PUBLIC_WIDGET_URL', default: 'PUBLIC_API_URL', meaning: 'Where the widget loader `widget.js` is served (the embed snippet).', group: 'server', readBy: ['api'] },
  { name: 'WIDGET_DIST_DIR', default: '`<repo>/widget/dist`', meaning: 'The widget build the API serves (loader, manifest, frame bundle); missing: 503 with a log line, not a crash.', group: 'server', readBy: ['api'] },
  { name: 'CORS_ORIGINS', default: '`http://localhost:3000` … `http://localhost:3004`', meaning: 'The console\'s origins, comma-separated: allowed by CORS and always allowed to frame the widget.', group: 'server', readBy: ['api'] },
  { name: 'TRUST_PROXY', default: '`false`', meaning: '`true` behind a load balancer, so the limits see the client address.', group: 'server', readBy: ['api'] },
  { name: 'LOG_LEVEL', default: '`info` (`warn` under `./run start`)', meaning: 'pino\'s log level.', group: 'server', readBy: ['api', 'scripts'] },
  { name: 'SHUTDOWN_STREAM_GRACE_MS', default: '10000', meaning: 'On SIGTERM, how long answers being streamed may take before they end with the 中断 message.', group: 'server', readBy: ['api'] },
  {
    name: 'NODE_ENV',
    default: 'unset',
    meaning: '`production` switches mail sign-in off when no SMTP_HOST is set (instead of writing codes to the log) and refuses TEST_ONLY_FAKE_PUBLIC_SITE.',
    group: 'server',
    readBy: ['api'],
  },
  {
    name: 'RUN_CWD',
    default: 'the current folder',
    meaning: 'Set by `./run backup` and `./run restore`: the folder a relative backup file name is taken from.',
    group: 'server',
    readBy: ['api'],
  },

  // Database
  { name: 'DATABASE_URL', default: 'unset: PGlite in `$DATA_DIR/pglite`', meaning: 'A PostgreSQL server (`postgres://user:password@host:5432/db`); `./run start`, backup and restore pass it on.', group: 'database', readBy: ['api', 'scripts'] },
  { name: 'DATA_DIR', default: '`<repo>/.data/api`', meaning: 'The data folder: PGlite, media, the generated secrets, the backup socket.', group: 'database', readBy: ['api', 'scripts'] },

  // Sessions and secrets
  { name: 'JWT_SECRET', default: 'generated once into `$DATA_DIR/jwt-secret`', meaning: 'Signs access and visitor tokens; give every replica the same one.', group: 'sessions', readBy: ['api'] },
  {
    name: 'ENCRYPTION_KEY',
    default: 'generated once into `$DATA_DIR/encryption-key`',
    meaning: 'Seals stored API keys and the LINE channel secret; give every replica the same one. Losing or changing it makes them unreadable, and owners must enter them again. Not in backups.',
    group: 'sessions',
    readBy: ['api'],
  },
  { name: 'ACCESS_TOKEN_TTL_SECONDS', default: '900', meaning: 'How long an owner\'s access token lives.', group: 'sessions', readBy: ['api'] },
  { name: 'REFRESH_TOKEN_TTL_DAYS', default: '30', meaning: 'A sign-in\'s whole life; rotation never stretches it.', group: 'sessions', readBy: ['api'] },

  // Replicas
  { name: 'REDIS_URL', default: 'unset: counters in this process (one process only)', meaning: 'The Redis the replicas share for rate-limit counters (`redis://host:6379`).', group: 'replicas', readBy: ['api'] },
  { name: 'REDIS_KEY_PREFIX', default: '`avatar-agent:`', meaning: 'Before every key, when deployments share one Redis.', group: 'replicas', readBy: ['api'] },
  {
    name: 'HISTORY_RETENTION_JOB',
    default: 'on',
    meaning: '`off`: this process never runs the history\'s retention job (hourly, once across all processes through a lease in `job_leases`); another one does.',
    group: 'replicas',
    readBy: ['api'],
  },
  {
    name: 'WEEKLY_REPORT_JOB',
    default: 'on',
    meaning: '`off`: this process never runs the weekly report\'s sending job (every five minutes, once across all processes through a lease in `job_leases`); another one does.',
    group: 'replicas',
    readBy: ['api'],
  },

  // Media
  { name: 'MEDIA_S3_BUCKET', default: 'unset: media in `$DATA_DIR/media`', meaning: 'An S3-compatible bucket for media (uploads are checked in `$DATA_DIR/media-incoming` first).', group: 'media', readBy: ['api'] },
  { name: 'MEDIA_S3_ENDPOINT', default: 'unset (AWS)', meaning: 'The endpoint of another S3-compatible store (MinIO, R2…).', group: 'media', readBy: ['api'] },
  { name: 'MEDIA_S3_REGION', default: '`us-east-1`', meaning: 'The bucket\'s region.', group: 'media', readBy: ['api'] },
  { name: 'MEDIA_S3_FORCE_PATH_STYLE', default: '`true` when an endpoint is given', meaning: 'Path-style addressing.', group: 'media', readBy: ['api'] },
  { name: 'MEDIA_S3_ACCESS_KEY_ID', default: 'unset: the AWS SDK\'s credential chain', meaning: 'Set with MEDIA_S3_SECRET_ACCESS_KEY, both or neither.', group: 'media', readBy: ['api'] },
  { name: 'MEDIA_S3_SECRET_ACCESS_KEY', default: 'unset', meaning: 'Set with MEDIA_S3_ACCESS_KEY_ID.', group: 'media', readBy: ['api'] },

  // Mail and LINE
  {
    name: 'SMTP_HOST',
    default: 'unset: codes written to the API log (local start)',
    meaning: 'The mail server for visitors\' sign-in codes and the weekly report. Under `NODE_ENV=production` without it, mail sign-in is off. Mailpit in docker-compose is `mailpit`.',
    group: 'mail-line',
    readBy: ['api'],
  },
  { name: 'SMTP_PORT', default: '587 (465 with `SMTP_SECURE=true`)', meaning: 'The mail server\'s port (Mailpit: 1025).', group: 'mail-line', readBy: ['api'] },
  { name: 'SMTP_SECURE', default: '`false`', meaning: '`true`: TLS from the first byte.', group: 'mail-line', readBy: ['api'] },
  { name: 'SMTP_USER', default: 'unset', meaning: 'Sign in to the mail server (needs SMTP_PASSWORD).', group: 'mail-line', readBy: ['api'] },
  { name: 'SMTP_PASSWORD', default: 'unset', meaning: 'The mail server password.', group: 'mail-line', readBy: ['api'] },
  { name: 'MAIL_FROM', default: '`AIアバターチャット <no-reply@localhost>`', meaning: 'The sender of code mails and of the weekly report.', group: 'mail-line', readBy: ['api'] },
  { name: 'MAIL_SIGN_IN', default: 'on', meaning: '`off` switches mail sign-in off on this server.', group: 'mail-line', readBy: ['api'] },
  { name: 'LINE_ACCESS_BASE_URL', default: '`https://access.line.me`', meaning: 'LINE Login\'s authorisation server (the e2e harness points it at a fake).', group: 'mail-line', readBy: ['api'] },
  { name: 'LINE_API_BASE_URL', default: '`https://api.line.me`', meaning: 'LINE\'s token and profile API (the e2e harness points it at a fake).', group: 'mail-line', readBy: ['api'] },

  // Embedding
  {
    name: 'EMBEDDING_MODEL',
    default: 'unset: the installed built-in model',
    meaning: 'A folder with a model in the model hub\'s layout (`onnx/model.onnx`, `tokenizer.json`), a hub id (`owner/name`, fetched once into `$DATA_DIR/models`), or `off` (answers by words only).',
    group: 'embedding',
    readBy: ['api'],
  },
  { name: 'MODELS_CACHE_DIR', default: '`$XDG_CACHE_HOME/avatar-agent-console/models`', meaning: 'Where both commands install the built-in model and the API finds it.', group: 'embedding', readBy: ['api', 'scripts'] },
  { name: 'XDG_CACHE_HOME', default: '`~/.cache`', meaning: 'The cache folder under which the model, the checks\' caches and the previous release\'s builds are kept.', group: 'embedding', readBy: ['api', 'scripts'] },
  { name: 'HF_ENDPOINT', default: '`https://huggingface.co`', meaning: 'A mirror of the model hub, for an EMBEDDING_MODEL hub id.', group: 'embedding', readBy: ['api'] },

  // Outbound
  {
    name: 'ALLOW_PRIVATE_NETWORK_TARGETS',
    default: '`false`',
    meaning: '`true` lets every URL an owner types (the LLM and its connection test, the embedding provider, knowledge pages, VOICEVOX) reach loopback and private networks (a self-hosted Ollama or vLLM). Link-local and cloud metadata addresses stay refused.',
    group: 'outbound',
    readBy: ['api'],
  },
  { name: 'ANTHROPIC_BASE_URL', default: '`https://api.anthropic.com`', meaning: 'Anthropic\'s API (tests point it at a fake).', group: 'outbound', readBy: ['api'] },

  // Demo owner
  { name: 'DEMO_OWNER_EMAIL', default: '`demo@example.com`', meaning: 'The demo owner\'s mail address.', group: 'demo', readBy: ['api'] },
  { name: 'DEMO_OWNER_PASSWORD', default: '`demo-password`', meaning: 'The demo owner\'s password.', group: 'demo', readBy: ['api'] },
  { name: 'DEMO_OWNER_NAME', default: '`デモユーザー`', meaning: 'The demo owner\'s name in the header.', group: 'demo', readBy: ['api'] },
  {
    name: 'SAMPLE_HISTORY',
    default: 'on',
    meaning: 'A demo owner created now also gets a few weeks of sample conversations (made by the runtime after the API listens, marked sample, removed with `DELETE /api/v1/sample-data`); `off` skips them.',
    group: 'demo',
    readBy: ['api'],
  },

  // Tests and tools
  { name: 'TEST_DATABASE_URL', default: '`postgres://postgres:postgres@127.0.0.1:5432/postgres`', meaning: 'The PostgreSQL server the API tests make their databases on.', group: 'tests', readBy: ['tests'] },
  { name: 'TEST_REDIS_URL', default: '`redis://127.0.0.1:6379`', meaning: 'The Redis of the API\'s tests of several processes.', group: 'tests', readBy: ['tests'] },
  { name: 'CI', default: 'unset', meaning: 'Set: PostgreSQL and Redis are required by the test run rather than skipped when no server answers.', group: 'tests', readBy: ['tests'] },
  { name: 'CHECKS_CACHE_DIR', default: '`~/.cache/avatar-agent-console/checks/<checkout>`', meaning: 'ESLint\'s and tsc\'s caches of the test run.', group: 'tests', readBy: ['tests'] },
  { name: 'SECTIONS_CACHE_DIR', default: '`~/.cache/avatar-agent-console/sections`', meaning: 'The previous release\'s section builds, one per tag commit.', group: 'tests', readBy: ['tests'] },
  { name: 'CHROMIUM_PATH', default: '`/usr/bin/chromium`', meaning: 'The browser of the e2e suite and the screenshots.', group: 'tests', readBy: ['tests'] },
  { name: 'E2E_RETRIES', default: '1', meaning: 'How many times a failed e2e spec file runs again.', group: 'tests', readBy: ['tests'] },
  { name: 'E2E_SECTIONS', default: 'unset: every section', meaning: 'The sections the e2e harness builds at the previous release tag.', group: 'tests', readBy: ['tests'] },
  { name: 'E2E_EMBEDDING_MODEL', default: '`off`', meaning: 'EMBEDDING_MODEL of the e2e harness\'s API.', group: 'tests', readBy: ['tests'] },
  {
    name: 'TEST_ONLY_FAKE_PUBLIC_SITE',
    default: 'unset',
    meaning: 'End-to-end tests only, refused under `NODE_ENV=production`: `host:port`, or several separated by commas, makes each name resolve, for the guarded clients, to a public address of its own dialled on `127.0.0.1:port` (api/src/config/fake-public-site.ts). The start banner names each one.',
    group: 'tests',
    readBy: ['api'],
  },
  { name: 'MUI_SHARE', default: 'unset', meaning: 'Builds a variant of the apps for the mui-sharing bench; never set for a real build.', group: 'tests', readBy: ['scripts'] },
];
