// 会話履歴 at scale (issue 12): one agent with 1,000,000 conversations / 10,000,000 messages in
// PostgreSQL (100,000 / 1,000,000 in PGlite), generated in SQL, then the console's own requests
// through the API: the first page of 500 with each filter, page 100, keyword searches, transcripts
// and the CSV export (rows per second and the process's memory while it streams).
// Prints p50/p95 beside the targets (list and transcript p95 ≤ 50 ms, keyword p95 ≤ 300 ms,
// export ≥ 50,000 rows/s with flat memory); never fails on a figure.
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres pnpm --filter bench history
//   BENCH_ONLY=pglite pnpm --filter bench history
//   BENCH_HISTORY_KEEP=1 keeps the PostgreSQL database (named in results/history-db.json) and the next
//   run reuses it instead of generating again.
//   BENCH_CONVERSATIONS=100000 BENCH_PGLITE_CONVERSATIONS=20000 for a quicker look.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, type DatabaseConfig } from 'api';
import { BENCH_PASSWORD, type BenchApp, onServer, percentile } from './lib/knowledge-index.ts';
import { historyQuestions } from './lib/history-seed.ts';
import { generateHistory } from './lib/generate-history.ts';

const TARGETS = { listP95Ms: 50, transcriptP95Ms: 50, keywordP95Ms: 300, exportRowsPerSecond: 50_000 };
const MESSAGES_PER = 10;
const REPEATS = Number(process.env.BENCH_REPEATS ?? 20);
const only = process.env.BENCH_ONLY;
const keep = process.env.BENCH_HISTORY_KEEP === '1';
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');
const keptFile = join(resultsDir, 'history-db.json');

interface Latency {
  p50: number;
  p95: number;
  rows: number;
}
interface Figures {
  database: string;
  conversations: number;
  messages: number;
  seedSeconds: number | null;
  list: Record<string, Latency>;
  keyword: Record<string, Latency>;
  transcript: Latency;
  export: { rows: number; seconds: number; rowsPerSecond: number; rssStartMb: number; rssPeakMb: number; bytes: number };
  loadAverage: number;
}

function latencyOf(times: number[], rows: number): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), rows };
}
const round = (ms: number) => Math.round(ms * 10) / 10;

async function signIn(app: BenchApp, email: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password: BENCH_PASSWORD } });
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}`);
  return response.json<{ access_token: string }>().access_token;
}

/** GETs `url` REPEATS times after one warm-up; the p50/p95 of the server's whole answer. */
async function measure(app: BenchApp, token: string, url: string): Promise<Latency> {
  const get = () => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const warm = await get();
  if (warm.statusCode !== 200) throw new Error(`${url} answered ${warm.statusCode}: ${warm.body.slice(0, 300)}`);
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    const started = performance.now();
    const answer = await get();
    times.push(performance.now() - started);
    if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
  }
  const body = warm.json<{ data?: unknown[]; messages?: unknown[] }>();
  return latencyOf(times, (body.data ?? body.messages ?? []).length);
}

const LIST_FILTERS: Record<string, string> = {
  'no filter': '',
  // The same without the serialising of 500 rows: what the database costs apart from JSON.
  'no filter, first 50 rows': 'limit=50',
  '期間 7日': '&period=7d',
  'アカウント LINE': '&account=line',
  'アカウント メール': '&account=mail',
  '未ログイン': '&account=anonymous',
  '未回答あり': '&unanswered=true',
  '評価 👍': '&rating=up',
  '評価 👎': '&rating=down',
  'フォーム送信あり': '&form_submitted=true',
  'エラーあり': '&error=true',
  '未確認': '&review=unreviewed',
  '確認済み': '&review=reviewed',
  'ページURL pricing': '&page_url=pricing',
  'テスト会話を含める': '&include_preview=true',
  '最終メッセージ順': '&sort_by=updated_at',
  '古い順': '&sort_order=asc',
  '未回答あり + 👎 + 30日': '&unanswered=true&rating=down&period=30d',
};

function keywords(): Record<string, string> {
  const questions = historyQuestions();
  // A common topic, a rare one (the tail of the Zipf vocabulary), one character, and 500 characters.
  const first = questions[0] ?? '料金';
  const rare = questions[questions.length - 1] ?? '駐車場';
  return {
    '2 chars 料金': '料金',
    '3 chars 駐車場': '駐車場',
    'common phrase': first.slice(0, 6),
    'rare phrase': rare.slice(0, 8),
    '1 char 金': '金',
    '1 char rare 鰻': '鰻',
    'not found': '存在しない言葉です',
    '500 chars': 'あ'.repeat(500),
  };
}

async function exportFigures(app: BenchApp, token: string, query: string): Promise<Figures['export']> {
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const rssStart = process.memoryUsage().rss;
    let rssPeak = rssStart;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 100);
    const started = performance.now();
    const response = await fetch(`${origin}/api/v1/conversations/export?${query}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    let bytes = 0;
    let rows = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 0x0a) rows += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    rows -= 1; // the header row
    return {
      rows,
      seconds: round(seconds),
      rowsPerSecond: Math.round(rows / seconds),
      rssStartMb: Math.round(rssStart / 1048576),
      rssPeakMb: Math.round(rssPeak / 1048576),
      bytes,
    };
  } finally {
    await app.close();
  }
}

async function run(label: string, database: DatabaseConfig, conversations: number, reuse: { email: string } | null): Promise<Figures> {
  const app = await buildApp({
    database,
    jwtSecret: randomBytes(32).toString('hex'),
    encryptionKey: randomBytes(32).toString('hex'),
    logger: false,
    // One client asks thousands of times a minute: the owner API's budget is opened wide for the run.
    rateLimit: { max: 1_000_000 },
  });
  await app.ready();
  let email = reuse?.email;
  let seedSeconds: number | null = null;
  if (!email) {
    ({ email, seedSeconds } = await generateHistory(app, database, label, { conversations, messagesPer: MESSAGES_PER }));
    if (keep && database.kind === 'postgres') writeFileSync(keptFile, `${JSON.stringify({ url: database.url, email, conversations }, null, 2)}\n`);
  }
  const token = await signIn(app, email);

  const list: Record<string, Latency> = {};
  for (const [name, filter] of Object.entries(LIST_FILTERS)) {
    const key = filter.startsWith('limit=') ? name : `first 500, ${name}`;
    list[key] = await measure(app, token, filter.startsWith('limit=') ? `/api/v1/conversations?${filter}` : `/api/v1/conversations?limit=500${filter}`);
    console.log(`  list ${key}: ${JSON.stringify(list[key])}`);
  }
  list['page 100 of 50'] = await measure(app, token, '/api/v1/conversations?limit=50&page=100');
  list['page 100 of 500'] = await measure(app, token, '/api/v1/conversations?limit=500&page=100');

  const keyword: Record<string, Latency> = {};
  for (const [name, q] of Object.entries(keywords())) {
    keyword[name] = await measure(app, token, `/api/v1/conversations?limit=50&q=${encodeURIComponent(q)}`);
    console.log(`  keyword ${name}: ${JSON.stringify(keyword[name])}`);
  }

  // Transcripts of conversations spread over the whole year.
  const page = await app.inject({ method: 'GET', url: '/api/v1/conversations?limit=500&page=7', headers: { authorization: `Bearer ${token}` } });
  const ids = page.json<{ data: { id: string }[] }>().data.map((row) => row.id);
  const transcriptTimes: number[] = [];
  let transcriptRows = 0;
  for (const id of ids.slice(0, Math.max(REPEATS * 3, 60))) {
    const started = performance.now();
    const answer = await app.inject({ method: 'GET', url: `/api/v1/conversations/${id}`, headers: { authorization: `Bearer ${token}` } });
    transcriptTimes.push(performance.now() - started);
    if (answer.statusCode !== 200) throw new Error(`transcript ${id} answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
    transcriptRows = answer.json<{ messages: unknown[] }>().messages.length;
  }
  const transcript = latencyOf(transcriptTimes, transcriptRows);

  // The export of the last 30 days (about 8% of a year): hundreds of thousands of rows at scale.
  const exported = await exportFigures(app, token, 'period=30d');
  console.log(`  export: ${JSON.stringify(exported)}`);
  return {
    database: label,
    conversations,
    messages: conversations * MESSAGES_PER,
    seedSeconds,
    list,
    keyword,
    transcript,
    export: exported,
    loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
  };
}

function print(f: Figures): void {
  console.log(`\n${f.database}: ${f.conversations} conversations, ${f.messages} messages (load average ${f.loadAverage})`);
  const mark = (ok: boolean) => (ok ? 'ok ' : 'OVER');
  for (const [name, l] of Object.entries(f.list)) console.log(`  ${mark(l.p95 <= TARGETS.listP95Ms)} list ${name}: p50 ${l.p50} ms, p95 ${l.p95} ms (${l.rows} rows)`);
  for (const [name, l] of Object.entries(f.keyword)) console.log(`  ${mark(l.p95 <= TARGETS.keywordP95Ms)} keyword ${name}: p50 ${l.p50} ms, p95 ${l.p95} ms (${l.rows} rows)`);
  console.log(`  ${mark(f.transcript.p95 <= TARGETS.transcriptP95Ms)} transcript: p50 ${f.transcript.p50} ms, p95 ${f.transcript.p95} ms (${f.transcript.rows} messages)`);
  const e = f.export;
  console.log(
    `  ${mark(e.rowsPerSecond >= TARGETS.exportRowsPerSecond)} export: ${e.rows} rows in ${e.seconds} s = ${e.rowsPerSecond} rows/s, ${(e.bytes / 1048576).toFixed(1)} MB; RSS ${e.rssStartMb} → peak ${e.rssPeakMb} MB`,
  );
}

try {
  mkdirSync(resultsDir, { recursive: true });
  const figures: Figures[] = [];
  const serverUrl = process.env.DATABASE_URL;
  if (only !== 'pglite' && serverUrl) {
    const conversations = Number(process.env.BENCH_CONVERSATIONS ?? 1_000_000);
    const kept = existsSync(keptFile) ? (JSON.parse(readFileSync(keptFile, 'utf8')) as { url: string; email: string; conversations: number }) : null;
    if (kept && keep && kept.conversations === conversations) {
      console.log(`PostgreSQL: reusing ${kept.url}`);
      figures.push(await run('postgres', { kind: 'postgres', url: kept.url }, conversations, { email: kept.email }));
    } else {
      const name = `bench_history_${randomBytes(4).toString('hex')}`;
      await onServer(serverUrl, `CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      try {
        figures.push(await run('postgres', { kind: 'postgres', url: url.toString() }, conversations, null));
      } finally {
        if (!keep) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
    print(figures[figures.length - 1] as Figures);
  } else if (only !== 'pglite') {
    console.log('PostgreSQL skipped: set DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres)');
  }
  if (only !== 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-history-'));
    try {
      const conversations = Number(process.env.BENCH_PGLITE_CONVERSATIONS ?? 100_000);
      figures.push(await run('pglite', { kind: 'pglite', dataDir }, conversations, null));
      print(figures[figures.length - 1] as Figures);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const file = join(resultsDir, only ? `history-${only}.json` : 'history.json');
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), targets: TARGETS, figures }, null, 2)}\n`);
  console.log(`\nsaved ${file}`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
