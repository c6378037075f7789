import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { DETAIL_AI_SETTINGS_DEFAULTS, type LoginResponse, type StartConversationResponse } from 'shared-contracts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../fakes/openai-server';
import { sleep, testDatabase } from '../helper';
import { handmadePng, multipartFile } from '../media/media-fixtures';
import { FIXTURE_WIDGET_DIST } from '../public/public-fixtures';
import { freePort } from '../replicas/redis-server';

// `./run backup` while a real API process runs (src/server.ts, as `./run start` starts it), then
// changes, a stop, `./run restore` and a new start: everything is as it was at backup time. On the
// embedded PGlite in the pglite project (the running API writes the backup through its control
// socket), on a scratch PostgreSQL database in the postgres project (pg_dump / pg_restore).

jest.setTimeout(300_000);

const API_DIR = path.resolve(__dirname, '../..');
const REPO_ROOT = path.resolve(API_DIR, '..');
const DEMO = { email: 'backup@example.com', password: 'backup-password' };
const SITE = 'https://shop.example.com';
const SETTINGS = ['url-settings', 'detail-ai-settings', 'chat-ui-settings', 'avatar-settings', 'basic-agent-settings', 'voice-settings', 'history-settings', 'fixed-messages', 'quick-replies'];
const run = promisify(execFile);

interface RunningApi {
  base: string;
  stop(): Promise<void>;
}

function commandEnv(dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.NODE_OPTIONS;
  delete env.REDIS_URL;
  delete env.MEDIA_S3_BUCKET;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

/** On the same port each time: the API's answers hold URLs with its address. */
async function startApi(port: number, dataDir: string, databaseUrl: string | undefined): Promise<RunningApi> {
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...commandEnv(dataDir, databaseUrl),
      PORT: String(port),
      HOST: '127.0.0.1',
      WIDGET_DIST_DIR: FIXTURE_WIDGET_DIST,
      DEMO_OWNER_EMAIL: DEMO.email,
      DEMO_OWNER_PASSWORD: DEMO.password,
      SAMPLE_HISTORY: 'off',
      HISTORY_RETENTION_JOB: 'off',
      ALLOW_PRIVATE_NETWORK_TARGETS: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited at start:\n${output}`);
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not start:\n${output}`);
    }
    await sleep(200);
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      expect({ code: await exited, output: '' }).toEqual({ code: 0, output: '' });
    },
  };
}

/** `./run backup|restore`, as an operator types it. */
async function runCommand(args: string[], dataDir: string, databaseUrl: string | undefined): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(path.join(REPO_ROOT, 'run'), args, { cwd: REPO_ROOT, env: commandEnv(dataDir, databaseUrl) });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

async function signIn(base: string) {
  const login = (await (await fetch(`${base}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) })).json()) as LoginResponse;
  const headers = { authorization: `Bearer ${login.access_token}` };
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${base}/api/v1/${route}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  return { login, headers, call };
}

async function startConversation(base: string, agentId: string, question: string): Promise<string> {
  const widget = `${base}/api/v1/public/widget/${agentId}`;
  const started = (await (
    await fetch(`${widget}/conversations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ origin: SITE }) })
  ).json()) as StartConversationResponse;
  const answer = await fetch(`${widget}/conversations/${started.conversation_id}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${started.visitor_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text: question }),
  });
  expect(answer.status).toBe(200);
  await answer.text();
  return started.conversation_id;
}

async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `backup_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

describe(`./run backup and ./run restore (${testDatabase})`, () => {
  let llm: FakeOpenAiServer;
  let dataDir: string;
  let database: { url: string; drop(): Promise<void> } | undefined;
  let api: RunningApi | undefined;
  beforeAll(async () => {
    llm = await startFakeOpenAiServer();
    dataDir = mkdtempSync(path.join(tmpdir(), 'api-backup-'));
    if (testDatabase === 'postgres') database = await scratchDatabase();
  });
  afterAll(async () => {
    await api?.stop().catch(() => undefined);
    await llm?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('brings back every setting, the knowledge item, the media bytes and the conversation as they were at backup time', async () => {
    const databaseUrl = database?.url;
    const port = await freePort();
    api = await startApi(port, dataDir, databaseUrl);
    const owner = await signIn(api.base);

    // Settings saved, a knowledge item, a media file and a conversation.
    expect((await owner.call('PUT', 'url-settings', { restrict_origins: true, allowed_origins: [SITE], page_rules: [] })).status).toBe(200);
    const engine = { type: 'openai_compatible', base_url: llm.baseUrl, model: 'fake-model' };
    expect((await owner.call('PUT', 'detail-ai-settings', { ...DETAIL_AI_SETTINGS_DEFAULTS, engine, answer_only_from_knowledge: false })).status).toBe(200);
    const knowledge = await owner.call('POST', 'knowledge-items', { type: 'qa', question: '返品の送料は？', answer: 'お客様のご負担です。', alternatives: [] });
    expect(knowledge.status).toBe(201);
    const knowledgeId = (knowledge.body as { id: string }).id;
    const image = handmadePng(3, 2, (x, y) => [x * 80, y * 120, 200]);
    const { payload, headers } = multipartFile(image, 'バックアップ.png', 'image/png');
    const uploaded = await fetch(`${api.base}/api/v1/media`, { method: 'POST', headers: { ...owner.headers, ...headers }, body: payload });
    expect(uploaded.status).toBe(201);
    const media = (await uploaded.json()) as { id: string; url: string };
    const conversationId = await startConversation(api.base, owner.login.agent_id, '営業時間を教えてください');

    const snapshot = async () => ({
      settings: await Promise.all(SETTINGS.map((route) => owner.call('GET', route))),
      knowledge: await owner.call('GET', `knowledge-items/${knowledgeId}`),
      media: await owner.call('GET', `media/${media.id}`),
      conversation: await owner.call('GET', `conversations/${conversationId}`),
    });
    const atBackup = await snapshot();
    expect(atBackup.conversation.status).toBe(200);
    expect(atBackup.knowledge.status).toBe(200);

    // The backup, while the API runs.
    const file = path.join(dataDir, '..', `${path.basename(dataDir)}-backup.tar.gz`);
    const backup = await runCommand(['backup', file], dataDir, databaseUrl);
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.output).toContain(`backup: ${file}`);
    expect(backup.output).toMatch(/ · 1 conversations · [1-9]\d* knowledge items · 1 media items · [1-9]\d* media files · /);
    expect(backup.output).toContain(testDatabase === 'pglite' ? 'written by the running API' : 'pg_dump');

    // Changes after it: a setting, the knowledge item and the media file deleted, another conversation.
    expect((await owner.call('PUT', 'url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] })).status).toBe(200);
    expect((await owner.call('DELETE', `knowledge-items/${knowledgeId}`)).status).toBe(204);
    expect((await owner.call('DELETE', `media/${media.id}`)).status).toBe(204);
    const later = await startConversation(api.base, owner.login.agent_id, '駐車場はありますか');

    // A restore refuses while the API runs on that data (PGlite: its data folder; PostgreSQL: its connections).
    const refused = await runCommand(['restore', file], dataDir, databaseUrl);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(testDatabase === 'pglite' ? /an API is running on this data folder/ : /other connection\(s\) to this database/);

    await api.stop();
    api = undefined;
    const restored = await runCommand(['restore', file], dataDir, databaseUrl);
    expect(restored).toMatchObject({ code: 0 });
    expect(restored.output).toContain(`restore: ${file}`);

    api = await startApi(port, dataDir, databaseUrl);
    const again = await signIn(api.base);
    Object.assign(owner, again);
    expect(await snapshot()).toEqual(atBackup);
    const bytes = Buffer.from(await (await fetch(new URL(new URL(media.url).pathname + new URL(media.url).search, api.base))).arrayBuffer());
    expect(bytes.equals(image)).toBe(true);
    expect((await owner.call('GET', `conversations/${later}`)).status).toBe(404);
    await api.stop();
    api = undefined;
  });

  it('refuses an archive that is not a backup, or one of a newer format, before touching anything', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'api-backup-refusals-'));
    try {
      const { c } = await import('tar');
      const archive = async (name: string, manifest: unknown) => {
        const { writeFileSync } = await import('node:fs');
        writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest));
        await c({ gzip: true, file: path.join(work, name), cwd: work }, ['manifest.json']);
        return path.join(work, name);
      };
      const manifest = {
        format: 'avatar-agent-backup',
        format_version: 1,
        kind: testDatabase,
        created_at: new Date().toISOString(),
        migrations: 1,
        media: 'files',
        encryption_key_check: null,
        counts: { conversations: 0, knowledge_items: 0, media_items: 0, media_files: 0 },
      };
      const other = await runCommand(['restore', await archive('other.tar.gz', { format: 'something-else' })], work, database?.url);
      expect(other).toEqual({ code: 1, output: expect.stringContaining('not a backup of this product') as string });
      const newer = await runCommand(['restore', await archive('newer.tar.gz', { ...manifest, format_version: 2 })], work, database?.url);
      expect(newer).toEqual({ code: 1, output: expect.stringContaining('backup format version 2 is unknown to this code') as string });
      const migrated = await runCommand(['restore', await archive('migrated.tar.gz', { ...manifest, migrations: 100_000 })], work, database?.url);
      expect(migrated).toEqual({ code: 1, output: expect.stringContaining('has 100000 migrations applied, this code knows') as string });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
