// Soak (issue 16, deliverable 6): simulated visitors chatting through the public widget API for a while,
// against real API processes started as `pnpm start` starts one (node --import tsx api/src/server.ts):
//   1. one process (PGlite in a temporary folder, or DATABASE_URL's server in a database of the run's own);
//   2. with DATABASE_URL and REDIS_URL, two processes on that database sharing that Redis, the visitors
//      spread over both in turn (as a load balancer would; each visitor keeps its own address, sent as
//      X-Forwarded-For with TRUST_PROXY, so the per-address and per-visitor budgets are the real ones).
// Each visitor starts a conversation, then asks a question, reads the answer stream to `done`, waits
// BENCH_THINK_MS (± half), and asks again until the time is up. Prints per run: errors (by kind),
// messages sent (answered 200) vs stored (the visitor's messages read back through the widget API),
// first-token p50/p95/p99, and each process's resident memory at start and end. Never fails on a figure.
//   pnpm --filter bench soak
//   BENCH_VISITORS=50 BENCH_SECONDS=15 pnpm --filter bench soak
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 pnpm --filter bench soak
// Ports 15100 and 15101. Results: bench/results/soak.json.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiProcess, httpAgent, readJson, request, startApi } from './lib/api-process.ts';
import { percentile, withPostgresDatabase } from './lib/knowledge-index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const visitors = Number(process.env.BENCH_VISITORS ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
// 3–5 s between messages keeps a visitor under the widget's 20 messages a minute.
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 4_000);
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const PORTS = [15_100, 15_101] as const;
const SITE = 'https://soak-shop.example.com';
const DEMO = { email: 'soak@example.com', password: 'soak-password-long' };
const QUESTIONS = ['営業時間を教えてください', '送料はいくらですか', '返品はできますか', '支払い方法は？', 'こんにちは'];

interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

interface RunFigures {
  run: string;
  processes: number;
  database: string;
  visitors: number;
  seconds: number;
  errors: number;
  errorKinds: Record<string, number>;
  messagesSent: number;
  messagesStored: number;
  answersStored: number;
  firstToken: Latency;
  memoryMb: { start: number; end: number }[];
  loadAverage: number;
}

/** The resident memory of a process, from /proc (Linux), in MB. */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

interface VisitorTally {
  sent: number;
  errors: string[];
  firstTokens: number[];
  conversation?: { base: string; token: string; conversationId: string; forwardedFor: string };
}

/** One answer read to `done`; its first-token time, or what went wrong. */
async function ask(base: string, token: string, conversationId: string, text: string, forwardedFor: string): Promise<{ firstTokenMs: number | null; error?: string }> {
  const t0 = performance.now();
  let firstTokenMs: number | null = null;
  const response = await request(`${base}/conversations/${conversationId}/messages`, { body: { text }, token, forwardedFor });
  if (response.statusCode !== 200) {
    response.resume();
    return { firstTokenMs, error: `status ${response.statusCode}` };
  }
  response.setEncoding('utf8');
  let buffer = '';
  let done = false;
  let failed = false;
  for await (const chunk of response as AsyncIterable<string>) {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const event = /^event: (\w+)/m.exec(buffer.slice(0, end))?.[1];
      buffer = buffer.slice(end + 2);
      if (event === 'delta' && firstTokenMs === null) firstTokenMs = performance.now() - t0;
      if (event === 'error') failed = true;
      if (event === 'done') done = true;
    }
  }
  if (failed) return { firstTokenMs, error: 'error event' };
  return done ? { firstTokenMs } : { firstTokenMs, error: 'no done event' };
}

async function visitor(index: number, bases: readonly string[], until: number): Promise<VisitorTally> {
  const tally: VisitorTally = { sent: 0, errors: [], firstTokens: [] };
  // Every visitor its own address (10.77.x.y), every request to the next process in turn.
  const forwardedFor = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  let turn = index;
  const next = () => bases[turn++ % bases.length] as string;
  try {
    const started = await readJson<{ visitor_token: string; conversation_id: string }>(
      await request(`${next()}/conversations`, { body: { origin: SITE }, forwardedFor }),
    );
    tally.conversation = { base: bases[0] as string, token: started.visitor_token, conversationId: started.conversation_id, forwardedFor };
    // Spread the first questions over one think time, as visitors arrive.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * thinkMs));
    for (let q = index; Date.now() < until; q += 1) {
      try {
        const outcome = await ask(next(), started.visitor_token, started.conversation_id, QUESTIONS[q % QUESTIONS.length] as string, forwardedFor);
        if (outcome.error?.startsWith('status')) tally.errors.push(outcome.error);
        else {
          tally.sent += 1;
          if (outcome.error) tally.errors.push(outcome.error);
          if (outcome.firstTokenMs !== null) tally.firstTokens.push(outcome.firstTokenMs);
        }
      } catch (error) {
        tally.errors.push(error instanceof Error ? error.message : 'failure');
      }
      await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
    }
  } catch (error) {
    tally.errors.push(`start: ${error instanceof Error ? error.message : 'failure'}`);
  }
  return tally;
}

async function soak(run: string, processEnvs: NodeJS.ProcessEnv[], database: string): Promise<RunFigures> {
  const apis: ApiProcess[] = [];
  try {
    // One after the other: the first one migrates and seeds the demo owner and its sample agent.
    for (const [i, env] of processEnvs.entries()) apis.push(await startApi(PORTS[i] as number, env));
    const memoryAtStart = apis.map((api) => residentMb(api.pid));
    const login = await readJson<{ agent_id: string }>(await request(`${apis[0]!.origin}/api/v1/login`, { body: DEMO }));
    const bases = apis.map((api) => `${api.origin}/api/v1/public/widget/${login.agent_id}`);

    const until = Date.now() + seconds * 1000;
    const tallies = await Promise.all(Array.from({ length: visitors }, (_, i) => visitor(i, bases, until)));
    const memoryAtEnd = apis.map((api) => residentMb(api.pid));

    // What was stored, read back as the widget would after a reload.
    let messagesStored = 0;
    let answersStored = 0;
    for (const tally of tallies) {
      if (!tally.conversation) continue;
      const { base, token, conversationId, forwardedFor } = tally.conversation;
      const { messages } = await readJson<{ messages: { role: string }[] }>(await request(`${base}/conversations/${conversationId}/messages`, { token, forwardedFor }));
      messagesStored += messages.filter((message) => message.role === 'visitor').length;
      answersStored += messages.filter((message) => message.role === 'agent').length;
    }
    const errorKinds: Record<string, number> = {};
    for (const error of tallies.flatMap((tally) => tally.errors)) errorKinds[error] = (errorKinds[error] ?? 0) + 1;
    const sorted = tallies.flatMap((tally) => tally.firstTokens).sort((a, b) => a - b);
    return {
      run,
      processes: apis.length,
      database,
      visitors,
      seconds,
      errors: Object.values(errorKinds).reduce((sum, n) => sum + n, 0),
      errorKinds,
      messagesSent: tallies.reduce((sum, tally) => sum + tally.sent, 0),
      messagesStored,
      answersStored,
      firstToken: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 },
      memoryMb: memoryAtStart.map((start, i) => ({ start, end: memoryAtEnd[i] ?? 0 })),
      loadAverage: loadavg()[0] ?? 0,
    };
  } finally {
    for (const api of apis) {
      const code = await api.stop();
      if (code !== 0) console.error(`the API (pid ${api.pid}) exited ${code} on SIGTERM`);
    }
  }
}

function print(figures: RunFigures): void {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`\n${figures.run}: ${figures.processes} process(es), ${figures.database}, ${figures.visitors} visitors for ${figures.seconds} s`);
  console.log(`  errors            ${figures.errors}${figures.errors ? `  ${JSON.stringify(figures.errorKinds)}` : ''}  (target 0)`);
  console.log(`  messages sent     ${figures.messagesSent}`);
  console.log(`  messages stored   ${figures.messagesStored}  (target = sent)   answers stored ${figures.answersStored}`);
  console.log(`  first token       p50 ${ms(figures.firstToken.p50)}  p95 ${ms(figures.firstToken.p95)}  p99 ${ms(figures.firstToken.p99)}  max ${ms(figures.firstToken.max)}`);
  figures.memoryMb.forEach((memory, i) => console.log(`  memory (process ${i + 1})  ${memory.start} MB at start, ${memory.end} MB at the end`));
  console.log(`  load average      ${figures.loadAverage.toFixed(2)} on ${cpus().length} cores`);
}

const common = { DEMO_OWNER_EMAIL: DEMO.email, DEMO_OWNER_PASSWORD: DEMO.password, JWT_SECRET: 'soak-secret-that-is-long-enough-for-hs256!!', ENCRYPTION_KEY: 'soak-encryption-key-that-is-long-enough!!' };
const results: RunFigures[] = [];

if (databaseUrl) {
  await withPostgresDatabase(databaseUrl, 'bench_soak', async (url) => {
    results.push(await soak('one process', [{ ...common, DATABASE_URL: url }], 'PostgreSQL'));
  });
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-soak-'));
  try {
    results.push(await soak('one process', [{ ...common, DATA_DIR: dataDir }], 'PGlite'));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
print(results[0]!);

if (databaseUrl && redisUrl) {
  await withPostgresDatabase(databaseUrl, 'bench_soak', async (url) => {
    const env = { ...common, DATABASE_URL: url, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `soak-${Date.now()}:` };
    results.push(await soak('two processes with Redis', [env, { ...env, HISTORY_RETENTION_JOB: 'off' }], 'PostgreSQL + Redis'));
  });
  print(results[1]!);
} else {
  console.log('\ntwo processes with Redis: skipped (set DATABASE_URL and REDIS_URL)');
}

httpAgent.destroy();
const out = join(here, 'results', 'soak.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
console.log(`\n→ ${out}`);
