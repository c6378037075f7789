import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DETAIL_AI_SETTINGS_DEFAULTS, type LoginResponse, type StartConversationResponse, WIDGET_ERROR_CODES, WIDGET_ERROR_MESSAGES } from 'shared-contracts';
import { queryRows } from '../../src/db/query-rows';
import { openPglite } from '../../src/db/open-pglite';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../fakes/openai-server';
import { sleep } from '../helper';
import { FIXTURE_WIDGET_DIST } from '../public/public-fixtures';
import { freePort } from '../replicas/redis-server';

// Graceful stop, on a real API process started the way `pnpm start` and the Docker image start it
// (src/server.ts): SIGTERM stops new connections, lets the answers being streamed finish within
// SHUTDOWN_STREAM_GRACE_MS, ends those still going with the widget's 中断 message (stored so), closes
// the database and exits 0.

jest.setTimeout(240_000);

const API_DIR = path.resolve(__dirname, '../..');
const SITE = 'https://shop.example.com';
const GRACE_MS = 4_000;
/** What the process may take past the grace: storing the interrupted turn, closing PGlite. A bound, not a measure. */
const EXIT_BOUND_MS = GRACE_MS + 30_000;
const DEMO = { email: 'graceful@example.com', password: 'graceful-password' };

interface Events {
  names: string[];
  data: Record<string, unknown[]>;
  ended: Promise<void>;
}

/** Reads a text/event-stream response as it arrives. */
function readEvents(response: Response): Events {
  const events: Events = { names: [], data: {}, ended: Promise.resolve() };
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  events.ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith(':')) continue;
        const name = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = /^data: (.*)$/m.exec(block)?.[1];
        events.names.push(name);
        (events.data[name] ??= []).push(data === undefined ? null : JSON.parse(data));
      }
    }
  })();
  return events;
}

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('SIGTERM on a running API process', () => {
  let llm: FakeOpenAiServer;
  let child: ChildProcess | undefined;
  let dataDir: string;
  let output = '';
  beforeAll(async () => {
    llm = await startFakeOpenAiServer();
    dataDir = mkdtempSync(path.join(tmpdir(), 'api-graceful-'));
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await llm?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets an answer in flight finish, ends one that outlives the grace with the 中断 message (stored so), and exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.NODE_OPTIONS;
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WIDGET_DIST_DIR: FIXTURE_WIDGET_DIST,
        DEMO_OWNER_EMAIL: DEMO.email,
        DEMO_OWNER_PASSWORD: DEMO.password,
        SAMPLE_HISTORY: 'off',
        HISTORY_RETENTION_JOB: 'off',
        ALLOW_PRIVATE_NETWORK_TARGETS: 'true',
        SHUTDOWN_STREAM_GRACE_MS: String(GRACE_MS),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = api;
    api.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    api.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => api.once('exit', (code) => resolve(code)));
    const healthy = async () => {
      if (api.exitCode !== null) throw new Error(`the API exited at start:\n${output}`);
      return fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    };
    await until(healthy, 'the API to start', 180_000);

    // The demo owner answers from a (fake) LLM that streams a first piece and then waits.
    const login = (await (await fetch(`${base}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) })).json()) as LoginResponse;
    const owner = { authorization: `Bearer ${login.access_token}`, 'content-type': 'application/json' };
    const put = (route: string, body: unknown) => fetch(`${base}/api/v1/${route}`, { method: 'PUT', headers: owner, body: JSON.stringify(body) }).then((r) => r.status);
    expect(await put('url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] })).toBe(200);
    const engine = { type: 'openai_compatible', base_url: llm.baseUrl, model: 'fake-model' };
    expect(await put('detail-ai-settings', { ...DETAIL_AI_SETTINGS_DEFAULTS, engine, answer_only_from_knowledge: false })).toBe(200);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The first answer is let go after SIGTERM; the second never is.
    llm.behave({ kind: 'stall', pieces: ['営業時間は'], rest: ['9時から18時です。'], gates: [released] });

    const widget = `${base}/api/v1/public/widget/${login.agent_id}`;
    const ask = async (remote: string) => {
      const started = (await (
        await fetch(`${widget}/conversations`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': remote }, body: JSON.stringify({ origin: SITE }) })
      ).json()) as StartConversationResponse;
      const response = await fetch(`${widget}/conversations/${started.conversation_id}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${started.visitor_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text: '営業時間を教えてください' }),
      });
      expect(response.status).toBe(200);
      return { conversationId: started.conversation_id, events: readEvents(response) };
    };
    const finishing = await ask('203.0.113.1');
    await until(() => llm.requests.length === 1, 'the first answer to reach the LLM');
    const outliving = await ask('203.0.113.2');
    await until(() => llm.requests.length === 2, 'the second answer to reach the LLM');

    api.kill('SIGTERM');
    // New connections are refused at once (a load balancer sends them to another replica)…
    await until(() => fetch(`${base}/api/health`).then(() => false, () => true), 'the API to refuse new connections', 10_000);
    // …while the answers in flight go on: the first one ends normally within the grace.
    release();
    await finishing.events.ended;
    expect(finishing.events.names.at(-1)).toBe('done');
    expect(finishing.events.data.done?.[0]).toMatchObject({ role: 'agent', text: '営業時間は9時から18時です。' });

    // The second outlives the grace: it ends with the widget's 中断 message.
    await outliving.events.ended;
    expect(outliving.events.names).not.toContain('done');
    expect(outliving.events.names.at(-1)).toBe('error');
    expect(outliving.events.data.error?.[0]).toEqual({ code: WIDGET_ERROR_CODES.answerInterrupted, message: WIDGET_ERROR_MESSAGES.answerInterrupted });

    // The process exits 0 within the bound (else it is killed and the test fails).
    const code = await Promise.race([exited, sleep(EXIT_BOUND_MS).then(() => 'still running' as const)]);
    expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });

    // What was stored, read from the closed database: the finished answer, and the interrupted turn marked so.
    const database = await openPglite({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const rows = await queryRows<{ conversation_id: string; role: string; text: string; engine: string | null }>(
        database.db,
        sql`select conversation_id::text, role, text, engine from messages
          where conversation_id in (${finishing.conversationId}::uuid, ${outliving.conversationId}::uuid) order by created_at`,
      );
      expect(rows.filter((row) => row.conversation_id === finishing.conversationId)).toEqual([
        { conversation_id: finishing.conversationId, role: 'visitor', text: '営業時間を教えてください', engine: null },
        { conversation_id: finishing.conversationId, role: 'agent', text: '営業時間は9時から18時です。', engine: 'llm' },
      ]);
      expect(rows.filter((row) => row.conversation_id === outliving.conversationId)).toEqual([
        { conversation_id: outliving.conversationId, role: 'visitor', text: '営業時間を教えてください', engine: null },
        { conversation_id: outliving.conversationId, role: 'agent', text: WIDGET_ERROR_MESSAGES.answerInterrupted, engine: 'interrupted' },
      ]);
    } finally {
      await database.close();
    }
  });
});
