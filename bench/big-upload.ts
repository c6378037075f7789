// A maximal knowledge upload while visitors chat (issue 41, point 1): a real API process (as
// `pnpm start` runs it) is measured idle, then while it indexes the largest .docx its limits accept
// (just under 2,000,000 characters of Japanese prose: api/src/domains/knowledge/extract/limits.ts),
// and, with BENCH_BOMB=1, while it is handed the issue's decompression bomb (a 166 KB .docx that
// holds one paragraph repeated to 40 MB of text). Meanwhile one loop asks GET /api/health and
// another asks the widget one question at a time, each in a conversation of its own visitor, read
// as the widget reads it. Prints, per phase, the health latency and the first token (the first
// `delta` event) p50/p95/max, the item's outcome and the API process's memory (VmRSS, peak VmHWM).
//   pnpm --filter bench big-upload                       PGlite, and PostgreSQL when DATABASE_URL is set
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres BENCH_ONLY=postgres pnpm --filter bench big-upload
// Where the built-in embedding model is installed, the item's passages are then embedded in the
// background: that phase is measured too, until every passage has its vector or for BENCH_EMBED_SECONDS.
//   BENCH_BEFORE=/tmp/before/api …   first the same phases on PGlite against another checkout's API
//   (e.g. `git worktree add /tmp/before <commit> && cd /tmp/before && pnpm install --frozen-lockfile`),
//   so that before and after are measured in one run on the same machine.
//   BENCH_PHASE_SECONDS=240 …   the longest an upload phase waits for its item;
//   BENCH_CHARS=500000 …   a smaller item;  BENCH_IDLE_SECONDS=10 …   the idle phase;  BENCH_BOMB=1 …   the bomb too
// Never fails on a figure. Ports 15300 (PGlite), 15301 (PostgreSQL). Results: bench/results/big-upload.json.
import { readFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeDocx } from '../api/test/knowledge/fixtures/make-docx.ts';
import { type ApiProcess, httpAgent, readJson, request, startApi } from './lib/api-process.ts';
import { percentile, withPostgresDatabase } from './lib/knowledge-index.ts';
import { createRandom, createVocabulary, syntheticBody } from './lib/synthetic-japanese.ts';

const here = dirname(fileURLToPath(import.meta.url));
const wantedChars = Number(process.env.BENCH_CHARS ?? 1_990_000);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 15);
const withBomb = process.env.BENCH_BOMB === '1';
/** How long the phase after indexing is measured while the item's passages are embedded (built-in model). */
const embedSeconds = Number(process.env.BENCH_EMBED_SECONDS ?? 180);
const only = process.env.BENCH_ONLY;
/** An upload phase ends here even if the item is still processing (a starved API may never get there). */
const phaseSeconds = Number(process.env.BENCH_PHASE_SECONDS ?? 240);
const databaseUrl = process.env.DATABASE_URL;
const PORTS = { pglite: 15_300, postgres: 15_301, before: 15_302 } as const;
const beforeDir = process.env.BENCH_BEFORE;
const SITE = 'https://bench-shop.example.com';
const OWNER = { email: 'big-upload@example.com', password: 'big-upload-password-long' };
/** The sample knowledge the demo owner starts with answers these. */
const QUESTIONS = ['営業時間を教えてください', '送料はいくらですか', '返品はできますか', '支払い方法は何がありますか', 'ポイントの有効期限は？'];
const HEALTH_PAUSE_MS = 50;
const QUESTION_PAUSE_MS = 100;

interface Latency {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

interface Phase {
  name: string;
  seconds: number;
  health: Latency & { failures: number };
  firstToken: Latency & { failures: number };
  rssMiB: { start: number; peak: number };
  item?: { status: number; outcome: string; passages: number | null; error: string | null; indexingSeconds: number | null };
  vectors?: { state: string; embedded: number; total: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function latencyOf(times: readonly number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0 };
}

/** VmRSS and VmHWM of a process, in MiB (null where there is no /proc). */
function memoryOf(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
    return { rss: field('VmRSS'), hwm: field('VmHWM') };
  } catch {
    return null;
  }
}

/** The largest .docx the limits accept: headed sections of synthetic support prose, `chars` characters in all. */
function maximalDocx(chars: number): { bytes: Buffer; chars: number } {
  const random = createRandom(41);
  const words = createVocabulary(random);
  const body: ({ heading: 2; text: string } | { text: string })[] = [];
  let total = 0;
  for (let section = 1; total < chars; section += 1) {
    const heading = `${words.noun()}について（${section}）`;
    body.push({ heading: 2, text: heading });
    total += heading.length;
    for (const paragraph of syntheticBody(words, random, 3_000).split('\n')) {
      if (total + paragraph.length > chars) break;
      body.push({ text: paragraph });
      total += paragraph.length;
    }
    if (total + 200 > chars) break;
  }
  return { bytes: makeDocx(body), chars: total };
}

/** The issue's bomb: one Japanese paragraph repeated until the text is about 40 MB. */
function bombDocx(): Buffer {
  const paragraph = '当店の営業時間は平日10時から18時までです。土日祝日はお休みをいただいております。お問い合わせはメールまたはお電話で承ります。'.repeat(5);
  const count = Math.ceil((40 * 1024 * 1024) / Buffer.byteLength(paragraph));
  return makeDocx(Array.from({ length: count }, () => ({ text: paragraph })));
}

function multipart(bytes: Buffer, filename: string): { body: Buffer; type: string } {
  const boundary = '----big-upload-bench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return { body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

async function upload(origin: string, token: string, bytes: Buffer, filename: string): Promise<{ status: number; body: { id?: string; message?: string } }> {
  const { body, type } = multipart(bytes, filename);
  const { default: http } = await import('node:http');
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const outgoing = http.request(`${origin}/api/v1/knowledge-items/upload`, {
      method: 'POST',
      agent: httpAgent,
      headers: { 'content-type': type, 'content-length': body.length, authorization: `Bearer ${token}` },
    });
    outgoing.on('response', resolve);
    outgoing.on('error', reject);
    // A starved API may not answer at all (before issue 41, a bomb during embedding): the phase ends.
    outgoing.setTimeout(phaseSeconds * 1000, () => outgoing.destroy(new Error(`no answer within ${phaseSeconds} s`)));
    outgoing.end(body);
  });
  response.setEncoding('utf8');
  let text = '';
  for await (const chunk of response as AsyncIterable<string>) text += chunk;
  return { status: response.statusCode ?? 0, body: JSON.parse(text) as { id?: string; message?: string } };
}

/** One question as the widget asks it, from a visitor of its own; the time to the first `delta`, or null. */
async function firstToken(base: string, visitor: number): Promise<number | null> {
  const forwardedFor = `10.${41 + Math.floor(visitor / 65_536)}.${Math.floor(visitor / 256) % 256}.${visitor % 256}`;
  const started = await readJson<{ visitor_token: string; conversation_id: string }>(await request(`${base}/conversations`, { body: { origin: SITE }, forwardedFor }));
  const t0 = performance.now();
  const response = await request(`${base}/conversations/${started.conversation_id}/messages`, {
    body: { text: QUESTIONS[visitor % QUESTIONS.length] },
    token: started.visitor_token,
    forwardedFor,
  });
  if (response.statusCode !== 200) {
    response.resume();
    return null;
  }
  response.setEncoding('utf8');
  let first: number | null = null;
  let buffer = '';
  for await (const chunk of response as AsyncIterable<string>) {
    if (first === null) {
      buffer += chunk;
      if (/^event: delta/m.test(buffer)) first = performance.now() - t0;
    }
  }
  return first;
}

/** Health and visitor loops plus memory samples until `done` resolves; `visitor` counts visitors across phases. */
async function measure(api: ApiProcess, base: string, counter: { visitor: number }, done: Promise<unknown>) {
  let stop = false;
  // Stops on success or failure alike; the caller awaits `done` itself and sees its error.
  void done.then(
    () => {
      stop = true;
    },
    () => {
      stop = true;
    },
  );
  const health: number[] = [];
  const tokens: number[] = [];
  let healthFailures = 0;
  let tokenFailures = 0;
  const start = memoryOf(api.pid);
  let peak = start?.rss ?? 0;
  const began = performance.now();
  await Promise.all([
    (async () => {
      while (!stop) {
        const t0 = performance.now();
        try {
          const response = await request(`${api.origin}/api/health`, {});
          response.resume();
          if (response.statusCode === 200) health.push(performance.now() - t0);
          else healthFailures += 1;
        } catch {
          healthFailures += 1;
        }
        await sleep(HEALTH_PAUSE_MS);
      }
    })(),
    (async () => {
      while (!stop) {
        try {
          const time = await firstToken(base, counter.visitor++);
          if (time === null) tokenFailures += 1;
          else tokens.push(time);
        } catch {
          tokenFailures += 1;
        }
        await sleep(QUESTION_PAUSE_MS);
      }
    })(),
    (async () => {
      while (!stop) {
        peak = Math.max(peak, memoryOf(api.pid)?.rss ?? 0);
        await sleep(100);
      }
    })(),
  ]);
  return {
    seconds: (performance.now() - began) / 1000,
    health: { ...latencyOf(health), failures: healthFailures },
    firstToken: { ...latencyOf(tokens), failures: tokenFailures },
    rssMiB: { start: start?.rss ?? 0, peak: Math.max(peak, memoryOf(api.pid)?.hwm ?? 0) },
  };
}

async function uploadPhase(api: ApiProcess, token: string, base: string, counter: { visitor: number }, name: string, bytes: Buffer, filename: string): Promise<Phase> {
  let item: Phase['item'];
  const began = performance.now();
  const work = (async () => {
    const answered = await upload(api.origin, token, bytes, filename).catch((error: unknown) => ({ status: 0, body: { message: String(error) } as { id?: string; message?: string } }));
    if (answered.status !== 201 || !answered.body.id) {
      item = { status: answered.status, outcome: 'refused', passages: null, error: answered.body.message ?? null, indexingSeconds: null };
      // Measured a little after a refusal too: the refusal's own cost shows there.
      await sleep(3_000);
      return;
    }
    for (;;) {
      await sleep(500);
      if (performance.now() - began > phaseSeconds * 1000) {
        item = { status: answered.status, outcome: `still processing after ${phaseSeconds} s`, passages: null, error: null, indexingSeconds: null };
        return;
      }
      const current = await readJson<{ status: string; error_reason: string | null; passage_count?: number }>(
        await request(`${api.origin}/api/v1/knowledge-items/${answered.body.id}`, { token }),
      );
      if (current.status !== 'processing') {
        item = {
          status: answered.status,
          outcome: current.status,
          passages: current.passage_count ?? null,
          error: current.error_reason,
          indexingSeconds: (performance.now() - began) / 1000,
        };
        return;
      }
    }
  })();
  const figures = await measure(api, base, counter, work);
  await work;
  return { name, ...figures, item };
}

interface VectorStatus {
  state: string;
  embedded: number;
  total: number;
}

/** While the passages get their vectors (state building), up to embedSeconds; nothing to measure when the model is off. */
async function embeddingPhase(api: ApiProcess, token: string, base: string, counter: { visitor: number }): Promise<Phase> {
  const status = async () => readJson<VectorStatus>(await request(`${api.origin}/api/v1/knowledge-items/vector-status`, { token }));
  let last = await status();
  const began = performance.now();
  const work = (async () => {
    while (last.state !== 'off' && last.embedded < last.total && performance.now() - began < embedSeconds * 1000) {
      await sleep(1_000);
      last = await status();
    }
  })();
  const figures = await measure(api, base, counter, work);
  await work;
  return { name: `embedding the passages (built-in model, at most ${embedSeconds} s)`, ...figures, vectors: { state: last.state, embedded: last.embedded, total: last.total } };
}

async function run(database: keyof typeof PORTS, env: NodeJS.ProcessEnv, dir?: string): Promise<Phase[]> {
  const api = await startApi(PORTS[database], {
    DEMO_OWNER_EMAIL: OWNER.email,
    DEMO_OWNER_PASSWORD: OWNER.password,
    JWT_SECRET: 'big-upload-secret-that-is-long-enough-for-hs256!!',
    ENCRYPTION_KEY: 'big-upload-encryption-key-that-is-long-enough!!',
    // A phase can outlast the 15 minutes of an access token on a busy machine.
    ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600),
    ...env,
  }, dir);
  try {
    const session = await readJson<{ access_token: string; agent_id: string }>(await request(`${api.origin}/api/v1/login`, { body: OWNER }));
    const token = session.access_token;
    (await request(`${api.origin}/api/v1/url-settings`, { method: 'PUT', body: { restrict_origins: false, allowed_origins: [], page_rules: [] }, token })).resume();
    const base = `${api.origin}/api/v1/public/widget/${session.agent_id}`;
    const counter = { visitor: 0 };
    // Warm: the first answers load the dictionaries.
    for (let i = 0; i < 5; i += 1) await firstToken(base, counter.visitor++);

    const phases: Phase[] = [];
    const done = (phase: Phase) => {
      phases.push(phase);
      print(`${database}, so far`, [phase]);
    };
    done({ name: 'idle', ...(await measure(api, base, counter, sleep(idleSeconds * 1000))) });
    const maximal = maximalDocx(wantedChars);
    console.log(`  ${database}: maximal item ${maximal.chars.toLocaleString('en-US')} characters, ${(maximal.bytes.length / 1024).toFixed(0)} KB .docx`);
    done(await uploadPhase(api, token, base, counter, 'maximal item indexing', maximal.bytes, 'maximal.docx'));
    done(await embeddingPhase(api, token, base, counter));
    if (withBomb) {
      const bomb = bombDocx();
      console.log(`  ${database}: bomb ${(bomb.length / 1024).toFixed(0)} KB .docx`);
      done(await uploadPhase(api, token, base, counter, 'bomb', bomb, 'bomb.docx'));
    }
    return phases;
  } finally {
    // A starved API may not get to its graceful stop: killed after 30 s.
    await Promise.race([api.stop(), sleep(30_000).then(() => api.kill())]);
  }
}

function print(database: string, phases: readonly Phase[]): void {
  console.log(`\n${database}: load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores`);
  for (const phase of phases) {
    const { health, firstToken: token, rssMiB, item } = phase;
    console.log(`  ${phase.name} (${phase.seconds.toFixed(1)} s)`);
    console.log(`    /api/health   p50 ${health.p50.toFixed(1)} ms  p95 ${health.p95.toFixed(1)} ms  max ${health.max.toFixed(0)} ms  (${health.count} asked, ${health.failures} failed)`);
    console.log(`    first token   p50 ${token.p50.toFixed(1)} ms  p95 ${token.p95.toFixed(1)} ms  max ${token.max.toFixed(0)} ms  (${token.count} answers, ${token.failures} failed)`);
    console.log(`    API memory    ${rssMiB.start.toFixed(0)} MiB at the start, peak ${rssMiB.peak.toFixed(0)} MiB`);
    if (phase.vectors) console.log(`    vectors       ${phase.vectors.state}: ${phase.vectors.embedded.toLocaleString('en-US')} of ${phase.vectors.total.toLocaleString('en-US')} passages embedded`);
    if (item) {
      const passages = item.passages === null ? '' : `, ${item.passages.toLocaleString('en-US')} passages`;
      const seconds = item.indexingSeconds === null ? '' : ` after ${item.indexingSeconds.toFixed(1)} s`;
      console.log(`    upload        ${item.status}, ${item.outcome}${passages}${seconds}${item.error ? `: ${item.error}` : ''}`);
    }
  }
}

const results: Record<string, Phase[]> = {};
if (beforeDir) {
  const dataDir = mkdtempSync(join(tmpdir(), 'big-upload-'));
  try {
    results.before = await run('before', { DATA_DIR: dataDir }, beforeDir);
    print(`before (${beforeDir}, PGlite)`, results.before);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (only !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'big-upload-'));
  try {
    results.pglite = await run('pglite', { DATA_DIR: dataDir });
    print('pglite', results.pglite);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (only !== 'pglite' && databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'big-upload-'));
  try {
    results.postgres = await withPostgresDatabase(databaseUrl, 'bench_big_upload', (url) => run('postgres', { DATA_DIR: dataDir, DATABASE_URL: url }));
    print('postgres', results.postgres);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
httpAgent.destroy();
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'big-upload.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), loadAverage: loadavg()[0], cores: cpus().length, results }, null, 2)}\n`);
