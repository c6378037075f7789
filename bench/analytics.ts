// 分析 and the dashboard at scale (issue 14): the 会話履歴 bench's dataset (one agent, 1,000,000
// conversations / 10,000,000 messages over a year in PostgreSQL; 100,000 / 1,000,000 in PGlite), its
// rollups written by the product's own backfill (`analytics:backfill`: question keys for rows from before
// they were kept, then every rollup recomputed from the raw rows), then the requests the screens make:
// every panel of /analytics for 90 days, every panel of the dashboard, and the weekly report mail (issue
// #43: its プレビュー renders the whole mail from the rollups, as the sending job does).
// Prints p50/p95 beside the targets (/analytics 90 days p95 ≤ 100 ms, dashboard p95 ≤ 50 ms, the weekly
// report ≤ 1 s); never
// fails on a figure. The chart library's gzip cost on the first visit is bench/chart-library.ts.
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres pnpm --filter bench analytics
//   (reuses the database the history bench kept with BENCH_HISTORY_KEEP=1, else generates one and drops it)
//   BENCH_ONLY=pglite pnpm --filter bench analytics
//   BENCH_ANALYTICS_REUSE_ROLLUPS=1 measures the kept database's rollups as they are (the backfill takes
//   about 14 minutes at 10,000,000 messages).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp, type DatabaseConfig } from 'api';
import { BENCH_PASSWORD, type BenchApp, onServer, percentile } from './lib/knowledge-index.ts';
import { generateHistory } from './lib/generate-history.ts';
import { recomputeRollups } from '../api/src/domains/analytics/recompute-rollups.ts';

const TARGETS = { analyticsP95Ms: 100, dashboardP95Ms: 50, weeklyReportP95Ms: 1000 };
const MESSAGES_PER = 10;
const REPEATS = Number(process.env.BENCH_REPEATS ?? 20);
const only = process.env.BENCH_ONLY;
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');
const keptFile = join(resultsDir, 'history-db.json');

interface Latency {
  p50: number;
  p95: number;
}
interface Figures {
  database: string;
  conversations: number;
  messages: number;
  seedSeconds: number | null;
  backfillSeconds: number;
  rollupRows: number;
  analytics: Record<string, Latency>;
  dashboard: Record<string, Latency>;
  weeklyReport: Record<string, Latency>;
  loadAverage: number;
  /** The first 90-day summary, which makes the day sketches of 利用者数 for both periods. */
  firstSummaryMs: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** /analytics for 90 days: what its first visit asks for, panel by panel. */
const ANALYTICS: Record<string, string> = {
  summary: 'analytics/summary?period=90d',
  trend: 'analytics/trend?period=90d',
  heatmap: 'analytics/heatmap?period=90d',
  breakdown: 'analytics/breakdown?period=90d',
  'よくある質問': 'analytics/questions?period=90d&kind=frequent&top=20',
  '未回答の質問': 'analytics/questions?period=90d&kind=unanswered&top=20',
  'ナレッジの引用': 'analytics/knowledge?period=90d',
  'summary, 366 days': 'analytics/summary?period=custom&from=DAY366&to=TODAY',
};

/** The dashboard's panels. */
const DASHBOARD: Record<string, string> = {
  '今日の状況': 'analytics/summary?period=today',
  '7日間の推移': 'analytics/trend?period=7d',
  '未回答の質問 top 5': 'analytics/questions?period=7d&kind=unanswered&top=5',
  '最近の会話': 'conversations?limit=50',
  'はじめの設定': 'analytics/setup',
};

/** The weekly report mail: the whole mail (KPIs vs the week before, 未回答の質問, proposals, setup, teaches), rendered. */
const WEEKLY_REPORT: Record<string, string> = {
  'the mail (プレビュー, HTML and text)': 'weekly-report/preview',
};

async function signIn(app: BenchApp, email: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password: BENCH_PASSWORD } });
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}`);
  return response.json<{ access_token: string }>().access_token;
}

async function measure(app: BenchApp, token: string, path: string): Promise<Latency> {
  const today = new Date().toISOString().slice(0, 10);
  const day366 = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const url = `/api/v1/${path.replace('TODAY', today).replace('DAY366', day366)}`;
  const get = () => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const warm = await get();
  if (warm.statusCode !== 200) throw new Error(`${url} answered ${warm.statusCode}: ${warm.body.slice(0, 300)}`);
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    const started = performance.now();
    const answer = await get();
    times.push(performance.now() - started);
    if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
  }
  const sorted = times.sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) };
}

async function run(label: string, database: DatabaseConfig, conversations: number, reuse: { email: string } | null): Promise<Figures> {
  const app = await buildApp({
    database,
    jwtSecret: randomBytes(32).toString('hex'),
    encryptionKey: randomBytes(32).toString('hex'),
    logger: false,
    rateLimit: { max: 1_000_000 },
  });
  try {
    await app.ready();
    let email = reuse?.email;
    let seedSeconds: number | null = null;
    if (!email) {
      ({ email, seedSeconds } = await generateHistory(app, database, label, { conversations, messagesPer: MESSAGES_PER }));
    }
    const owners = (await app.database.db.execute(sql`select agent_id from owners where email = ${email}`)) as unknown as { rows: { agent_id: string }[] };
    const agentId = owners.rows[0]?.agent_id;
    if (!agentId) throw new Error(`no owner ${email}`);

    let backfill = { rows: 0 };
    let backfillSeconds = 0;
    if (reuse && process.env.BENCH_ANALYTICS_REUSE_ROLLUPS === '1') {
      const counted = (await app.database.db.execute(sql`select count(*)::int as n from analytics_hourly where agent_id = ${agentId}`)) as unknown as { rows: { n: number }[] };
      backfill = { rows: counted.rows[0]?.n ?? 0 };
      console.log(`${label}: reusing ${backfill.rows} rollup rows`);
    } else {
      console.log(`${label}: backfilling the rollups (question keys, then every rollup from the raw rows)`);
      const started = performance.now();
      backfill = await recomputeRollups(app.repositories, agentId);
      backfillSeconds = Math.round((performance.now() - started) / 1000);
      console.log(`${label}: ${backfill.rows} rollup rows in ${backfillSeconds} s`);
    }
    await app.database.db.execute(sql`analyze analytics_hourly`);

    const token = await signIn(app, email);
    // 利用者数 of a busy period merges day sketches made on their first read: that read, timed alone.
    await app.database.db.execute(sql`delete from analytics_visitor_days where agent_id = ${agentId}`);
    const firstStarted = performance.now();
    const first = await app.inject({ method: 'GET', url: `/api/v1/${ANALYTICS.summary}`, headers: { authorization: `Bearer ${token}` } });
    if (first.statusCode !== 200) throw new Error(`summary answered ${first.statusCode}`);
    const firstSummaryMs = round(performance.now() - firstStarted);
    console.log(`  /analytics summary, first read (day sketches of 利用者数 made): ${firstSummaryMs} ms`);
    const analytics: Record<string, Latency> = {};
    for (const [name, path] of Object.entries(ANALYTICS)) {
      analytics[name] = await measure(app, token, path);
      console.log(`  /analytics ${name}: ${JSON.stringify(analytics[name])}`);
    }
    const dashboard: Record<string, Latency> = {};
    for (const [name, path] of Object.entries(DASHBOARD)) {
      dashboard[name] = await measure(app, token, path);
      console.log(`  dashboard ${name}: ${JSON.stringify(dashboard[name])}`);
    }
    const weeklyReport: Record<string, Latency> = {};
    for (const [name, path] of Object.entries(WEEKLY_REPORT)) {
      weeklyReport[name] = await measure(app, token, path);
      console.log(`  weekly report ${name}: ${JSON.stringify(weeklyReport[name])}`);
    }
    return {
      firstSummaryMs,
      database: label,
      conversations,
      messages: conversations * MESSAGES_PER,
      seedSeconds,
      backfillSeconds,
      rollupRows: backfill.rows,
      analytics,
      dashboard,
      weeklyReport,
      loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
    };
  } finally {
    await app.close();
  }
}

function print(f: Figures): void {
  console.log(`\n${f.database}: ${f.conversations} conversations, ${f.messages} messages, ${f.rollupRows} rollup rows (backfill ${f.backfillSeconds} s, load average ${f.loadAverage})`);
  const mark = (ok: boolean) => (ok ? 'ok ' : 'OVER');
  for (const [name, l] of Object.entries(f.analytics)) console.log(`  ${mark(l.p95 <= TARGETS.analyticsP95Ms)} /analytics ${name}: p50 ${l.p50} ms, p95 ${l.p95} ms`);
  console.log(`  first /analytics summary of 90 days, making the day sketches of 利用者数: ${f.firstSummaryMs} ms`);
  for (const [name, l] of Object.entries(f.dashboard)) console.log(`  ${mark(l.p95 <= TARGETS.dashboardP95Ms)} dashboard ${name}: p50 ${l.p50} ms, p95 ${l.p95} ms`);
  for (const [name, l] of Object.entries(f.weeklyReport)) console.log(`  ${mark(l.p95 <= TARGETS.weeklyReportP95Ms)} weekly report ${name}: p50 ${l.p50} ms, p95 ${l.p95} ms`);
}

try {
  mkdirSync(resultsDir, { recursive: true });
  const figures: Figures[] = [];
  const serverUrl = process.env.DATABASE_URL;
  if (only !== 'pglite' && serverUrl) {
    const conversations = Number(process.env.BENCH_CONVERSATIONS ?? 1_000_000);
    const kept = existsSync(keptFile) ? (JSON.parse(readFileSync(keptFile, 'utf8')) as { url: string; email: string; conversations: number }) : null;
    if (kept && kept.conversations === conversations) {
      console.log(`PostgreSQL: reusing the history bench's ${kept.url}`);
      figures.push(await run('postgres', { kind: 'postgres', url: kept.url }, conversations, { email: kept.email }));
    } else {
      const name = `bench_analytics_${randomBytes(4).toString('hex')}`;
      await onServer(serverUrl, `CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      try {
        figures.push(await run('postgres', { kind: 'postgres', url: url.toString() }, conversations, null));
      } finally {
        await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
    print(figures[figures.length - 1] as Figures);
  } else if (only !== 'pglite') {
    console.log('PostgreSQL skipped: set DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres)');
  }
  if (only !== 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-analytics-'));
    try {
      const conversations = Number(process.env.BENCH_PGLITE_CONVERSATIONS ?? 100_000);
      figures.push(await run('pglite', { kind: 'pglite', dataDir }, conversations, null));
      print(figures[figures.length - 1] as Figures);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const file = join(resultsDir, only ? `analytics-${only}.json` : 'analytics.json');
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), targets: TARGETS, figures }, null, 2)}\n`);
  console.log(`\nsaved ${file}`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
