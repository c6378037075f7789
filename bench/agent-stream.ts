// The agent's answer stream through the public widget API, over real HTTP on one API process:
// 1. time to the first streamed token (the first `delta` event) with the built-in knowledge
//    responder, the agent holding 50,000 passages: p50/p95/p99 over ~200 questions, each its own
//    request as the widget sends it (POST …/messages, read with a stream reader);
// 2. the whole answer by the turn's place in its conversation: 20 conversations of 12 messages, one
//    message at a time (BENCH_LONG_CONVERSATIONS, BENCH_TURNS);
// 3. 2,000 conversations streaming at once (all sent together, each read to `done`), counting
//    every error: a status other than 200, an `error` event, a stream without `done`, a network failure.
// Prints figures beside the targets (first token p95 ≤ 20 ms; 2,000 concurrent, no error); never fails on one.
//   pnpm --filter bench agent-stream                       PGlite, and PostgreSQL when DATABASE_URL is set
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres pnpm --filter bench agent-stream
//   BENCH_PASSAGES=5000 BENCH_QUESTIONS=100 BENCH_CONCURRENT=500 BENCH_ONLY=pglite pnpm --filter bench agent-stream
//   BENCH_KEEP=1 …      (PostgreSQL) keeps the indexed database and notes it in bench/results/agent-stream-kept.json;
//   BENCH_REUSE=1 …     measures on that kept database again without indexing (for profiling the question path).
//                       Drop it when done: DROP DATABASE <name> (the file names it).
//   BENCH_VACUUM=0 …     asks right after indexing, before the knowledge tables are vacuumed and
//                       analysed (what visitors meet in the first minute after a large import;
//                       on PGlite until the embedded vacuum), instead of on the settled tables.
// The first-token client runs in the API's process; the streams at once come from a client process of
// its own (lib/stream-load.ts), whose CPU is counted apart from the API's. Both share the machine's cores.
// Ports: 15000 (PGlite run), 15001 (PostgreSQL run). Results: bench/results/agent-stream.json.
import http from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatabaseConfig, knowledge } from 'api';
import { ownCpuSeconds, processCpuSeconds } from './lib/cpu-time.ts';
import { startLoadClient } from './lib/load-client-process.ts';
import { buildWidgetBenchApp } from './lib/widget-bench-app.ts';
import { agent, post, startConversation, type StreamOutcome, streamAnswer } from './lib/widget-stream-client.ts';
import { type BenchAuthor, BENCH_PASSWORD, type BenchItem, createBenchOwner, indexItems, percentile, syntheticCorpus, syntheticQuestions, withPostgresDatabase } from './lib/knowledge-index.ts';

const TARGET_FIRST_TOKEN_P95_MS = 20;
const passagesWanted = Number(process.env.BENCH_PASSAGES ?? 50_000);
const questionCount = Number(process.env.BENCH_QUESTIONS ?? 200);
const concurrent = Number(process.env.BENCH_CONCURRENT ?? 2_000);
/** Conversations of BENCH_TURNS messages each, asked one message at a time. */
const longConversationCount = Number(process.env.BENCH_LONG_CONVERSATIONS ?? 20);
const longTurnCount = Number(process.env.BENCH_TURNS ?? 12);
const only = process.env.BENCH_ONLY;
const PORTS = { pglite: 15_000, postgres: 15_001 } as const;
const LISTEN_BACKLOG = 4096;

interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

interface Figures {
  database: string;
  passages: number;
  indexingSeconds: number;
  firstToken: Latency & { questions: number; errors: number };
  wholeAnswer: Latency;
  /** The runtime's own first-token time as stored with each answer (no HTTP, no client). */
  serverFirstToken: Latency;
  /** The whole answer, one message at a time, by the turn's place in its conversation (index 0: the first turn). */
  wholeAnswerByTurn: { conversations: number; p50: number[]; errors: number };
  concurrency: {
    conversations: number;
    errors: number;
    errorKinds: Record<string, number>;
    seconds: number;
    firstToken: Latency;
    wholeAnswer: Latency;
    peakOpenStreams: number;
    /**
     * CPU milliseconds per answer: the API (this process, PGlite included on that run), the load
     * client (a process of its own on the same cores) and the database server's processes (null:
     * not on this machine, or no /proc).
     */
    cpuPerAnswer: { api: number; client: number; database: number | null };
  };
  loadAverage: number;
}

function latencyOf(times: readonly number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
}

async function readJson<T>(response: http.IncomingMessage): Promise<T> {
  response.setEncoding('utf8');
  let text = '';
  for await (const chunk of response as AsyncIterable<string>) text += chunk;
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${text}`);
  return JSON.parse(text) as T;
}

/** timing.first_token_ms of each answer, from the owner's trace endpoint. */
async function firstTokensOfTraces(origin: string, email: string, messageIds: readonly string[]): Promise<number[]> {
  const { access_token: accessToken } = await readJson<{ access_token: string }>(await post(`${origin}/api/v1/login`, { email, password: BENCH_PASSWORD }));
  const times: number[] = [];
  for (const id of messageIds) {
    const trace = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${origin}/api/v1/chat-test/messages/${id}/trace`, { agent, headers: { authorization: `Bearer ${accessToken}` } }, resolve).on('error', reject),
    );
    const { timing } = await readJson<{ timing: { first_token_ms: number | null } }>(trace);
    if (timing.first_token_ms !== null) times.push(timing.first_token_ms);
  }
  return times;
}

/** Runs `work` over `inputs` with at most `limit` at a time. */
async function pooled<T, R>(inputs: readonly T[], limit: number, work: (input: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(inputs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, inputs.length) }, async () => {
      while (next < inputs.length) {
        const index = next++;
        results[index] = await work(inputs[index] as T);
      }
    }),
  );
  return results;
}

const keptFile = join(dirname(fileURLToPath(import.meta.url)), 'results', 'agent-stream-kept.json');

/** A PostgreSQL database indexed by an earlier run, with its owner. */
interface Kept {
  url: string;
  owner: BenchAuthor;
  indexingSeconds: number;
}

async function run(label: keyof typeof PORTS, database: DatabaseConfig, items: readonly BenchItem[], reuse?: Kept): Promise<Figures> {
  const app = await buildWidgetBenchApp(database);
  try {
    await app.ready();
    const owner = reuse?.owner ?? (await createBenchOwner(app));
    const indexingSeconds = reuse?.indexingSeconds ?? (await indexItems(app, owner, label, items, { vacuum: process.env.BENCH_VACUUM !== '0' }));
    if (process.env.BENCH_KEEP && database.kind === 'postgres' && !reuse) writeFileSync(keptFile, `${JSON.stringify({ url: database.url, owner, indexingSeconds } satisfies Kept, null, 2)}\n`);
    const size = await knowledge.indexStatistics(app.database.db, owner.agentId);

    // As server.ts listens: a backlog that holds a burst of 2,000 connects while the process is busy
    // (Node's default 511 overflows, and the kernel's SYN cookies then reset some of them).
    const origin = await app.listen({ port: PORTS[label], host: '127.0.0.1', backlog: LISTEN_BACKLOG });
    const base = `${origin}/api/v1/public/widget/${owner.agentId}`;

    // 1. First token, one question at a time, each in a conversation of its own visitor.
    const asked = syntheticQuestions(questionCount, 7);
    const warm = await startConversation(base);
    for (const question of syntheticQuestions(10, 99)) await streamAnswer(base, warm.token, warm.conversationId, question);
    const sequential: StreamOutcome[] = [];
    for (const question of asked) {
      const conversation = await startConversation(base);
      sequential.push(await streamAnswer(base, conversation.token, conversation.conversationId, question));
    }
    const firstTokens = sequential.flatMap((o) => (o.ok && o.firstTokenMs !== null ? [o.firstTokenMs] : []));
    // The runtime's own record of the same answers (the trace /chatui shows), without HTTP.
    const serverFirstTokens = await firstTokensOfTraces(origin, owner.email, sequential.flatMap((o) => (o.messageId ? [o.messageId] : [])));
    console.log(`  ${label}: first token measured over ${firstTokens.length} answers`);

    // 2. Long conversations, one message at a time: the whole answer (its write included, which
    // `done` waits for) by the turn's place in its conversation, since what a turn writes to its
    // conversation's row grows with the conversation.
    const longTurns: number[][] = Array.from({ length: longTurnCount }, () => []);
    const longQuestions = syntheticQuestions(longConversationCount * longTurnCount, 13);
    let longErrors = 0;
    for (let c = 0; c < longConversationCount; c += 1) {
      const conversation = await startConversation(base);
      for (let turn = 0; turn < longTurnCount; turn += 1) {
        const outcome = await streamAnswer(base, conversation.token, conversation.conversationId, longQuestions[c * longTurnCount + turn] ?? 'こんにちは');
        // A failed answer is counted, not timed: it would pull its turn's figure either way.
        if (outcome.ok) longTurns[turn]?.push(outcome.totalMs);
        else longErrors += 1;
      }
    }

    // 3. Concurrent streams: every conversation started first, then every message sent at once.
    const conversations = await pooled(
      Array.from({ length: concurrent }, (_, i) => i),
      100,
      () => startConversation(base),
    );
    const load = syntheticQuestions(concurrent, 11);
    // The client sends them from a process of its own: its work is counted apart from the API's.
    const client = await startLoadClient({
      base,
      streams: conversations.map((conversation, i) => ({ token: conversation.token, conversationId: conversation.conversationId, question: load[i] ?? 'こんにちは' })),
    });
    const databaseCpu0 = label === 'postgres' ? processCpuSeconds('postgres') : null;
    const ownCpu0 = ownCpuSeconds();
    const { outcomes, seconds, peakOpenStreams, cpuSeconds: clientCpu } = await client.go();
    const ownCpu = ownCpuSeconds() - ownCpu0;
    const databaseCpu1 = label === 'postgres' ? processCpuSeconds('postgres') : null;
    // PGlite runs in this process: its work is in the process's figure.
    const databaseCpu = databaseCpu0 === null || databaseCpu1 === null ? null : databaseCpu1 - databaseCpu0;
    const errorKinds: Record<string, number> = {};
    for (const outcome of outcomes) if (!outcome.ok) errorKinds[outcome.error ?? 'unknown'] = (errorKinds[outcome.error ?? 'unknown'] ?? 0) + 1;

    return {
      database: label,
      passages: size.passages,
      indexingSeconds,
      firstToken: { ...latencyOf(firstTokens), questions: asked.length, errors: sequential.filter((o) => !o.ok).length },
      wholeAnswer: latencyOf(sequential.filter((o) => o.ok).map((o) => o.totalMs)),
      serverFirstToken: latencyOf(serverFirstTokens),
      wholeAnswerByTurn: { conversations: longConversationCount, p50: longTurns.map((times) => latencyOf(times).p50), errors: longErrors },
      concurrency: {
        conversations: concurrent,
        errors: outcomes.filter((o) => !o.ok).length,
        errorKinds,
        seconds,
        firstToken: latencyOf(outcomes.flatMap((o) => (o.firstTokenMs === null ? [] : [o.firstTokenMs]))),
        wholeAnswer: latencyOf(outcomes.map((o) => o.totalMs)),
        peakOpenStreams,
        cpuPerAnswer: { api: (ownCpu * 1000) / concurrent, client: (clientCpu * 1000) / concurrent, database: databaseCpu === null ? null : (databaseCpu * 1000) / concurrent },
      },
      loadAverage: loadavg()[0] ?? 0,
    };
  } finally {
    await app.close();
  }
}

/** Printed as soon as each database's run ends, so a long second run never hides the first's figures. */
function print(f: Figures): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`\nagent stream over HTTP, built-in responder; load average ${f.loadAverage.toFixed(1)} on ${cpus().length} cores`);
  const met = f.firstToken.p95 <= TARGET_FIRST_TOKEN_P95_MS ? 'met' : 'MISSED';
  console.log(`\n${f.database}: ${f.passages.toLocaleString('en-US')} passages (indexed in ${f.indexingSeconds.toFixed(0)} s)`);
  console.log(
    `  first token, ${f.firstToken.questions} questions one at a time: p50 ${ms(f.firstToken.p50)}  p95 ${ms(f.firstToken.p95)}  p99 ${ms(f.firstToken.p99)}  max ${ms(f.firstToken.max)}  errors ${f.firstToken.errors}  (target p95 ≤ ${TARGET_FIRST_TOKEN_P95_MS} ms: ${met})`,
  );
  console.log(`  whole answer, one at a time: p50 ${ms(f.wholeAnswer.p50)}  p95 ${ms(f.wholeAnswer.p95)}`);
  console.log(`  the runtime's own first-token time (stored trace, no HTTP): p50 ${ms(f.serverFirstToken.p50)}  p95 ${ms(f.serverFirstToken.p95)}`);
  const byTurn = f.wholeAnswerByTurn.p50.map((p50, turn) => `${turn + 1}: ${ms(p50)}`).join(', ');
  console.log(`  whole answer p50 by turn, ${f.wholeAnswerByTurn.conversations} conversations one message at a time: ${byTurn}; errors ${f.wholeAnswerByTurn.errors}`);
  const c = f.concurrency;
  console.log(
    `  ${c.conversations} streams at once: ${c.errors} errors${c.errors > 0 ? ` ${JSON.stringify(c.errorKinds)}` : ''}, all done in ${c.seconds.toFixed(1)} s, peak ${c.peakOpenStreams} open; first token p50 ${ms(c.firstToken.p50)} p95 ${ms(c.firstToken.p95)}; whole answer p50 ${ms(c.wholeAnswer.p50)} p95 ${ms(c.wholeAnswer.p95)} max ${ms(c.wholeAnswer.max)}  (target: no error: ${c.errors === 0 ? 'met' : 'MISSED'})`,
  );
  const database = c.cpuPerAnswer.database === null ? 'in this process' : ms(c.cpuPerAnswer.database);
  console.log(`  CPU per answer while streaming at once: the API process ${ms(c.cpuPerAnswer.api)}, the database server ${database}, the load client (its own process) ${ms(c.cpuPerAnswer.client)}`);
}

try {
  console.log(`preparing ${passagesWanted.toLocaleString('en-US')} passages of synthetic Japanese…`);
  const items = syntheticCorpus(passagesWanted);
  const figures: Figures[] = [];
  if (only !== 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-stream-pglite-'));
    try {
      console.log(`PGlite (${dataDir}): ${items.length} items`);
      figures.push(await run('pglite', { kind: 'pglite', dataDir }, items));
      print(figures[figures.length - 1] as Figures);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const serverUrl = process.env.DATABASE_URL;
  if (only !== 'pglite' && serverUrl) {
    console.log(`PostgreSQL (${new URL(serverUrl).host}): ${items.length} items`);
    if (process.env.BENCH_REUSE) {
      const kept = JSON.parse(readFileSync(keptFile, 'utf8')) as Kept;
      console.log(`  reusing ${kept.url} (indexed earlier in ${kept.indexingSeconds.toFixed(0)} s)`);
      figures.push(await run('postgres', { kind: 'postgres', url: kept.url }, items, kept));
    } else {
      figures.push(await withPostgresDatabase(serverUrl, 'bench_stream', (url) => run('postgres', { kind: 'postgres', url }, items), Boolean(process.env.BENCH_KEEP)));
    }
    print(figures[figures.length - 1] as Figures);
  } else if (only !== 'pglite') {
    console.log('PostgreSQL skipped: set DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres)');
  }
  const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, only ? `agent-stream-${only}.json` : 'agent-stream.json');
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), targetFirstTokenP95Ms: TARGET_FIRST_TOKEN_P95_MS, figures }, null, 2)}\n`);
  console.log(`\nsaved ${file}`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
