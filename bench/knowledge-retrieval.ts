// Knowledge retrieval at scale: 50,000 passages of one agent, indexed by the API's own background
// indexing (items queued, as the console queues them, then indexed to the end), then ~200
// questions through the retrieval module the agent runtime calls. Printed beside the target
// (p95 ≤ 20 ms on PostgreSQL); never fails on a figure.
//   pnpm --filter bench knowledge                       PGlite, and PostgreSQL when DATABASE_URL is set
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres pnpm --filter bench knowledge
//   BENCH_PASSAGES=5000 BENCH_QUERIES=100 BENCH_ONLY=postgres pnpm --filter bench knowledge
//   BENCH_KEEP=1 …   keeps the indexed PGlite folder and PostgreSQL database (bench/results/knowledge-retrieval-kept.json)
//   BENCH_REUSE=1 …  measures the questions again on what BENCH_KEEP kept, without indexing again: latency is
//                    worth little on a machine busy with other work, and indexing 50,000 passages takes minutes
// The PostgreSQL run uses a database of its own (created, dropped afterwards unless kept). Results: bench/results/.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, type DatabaseConfig, knowledge } from 'api';
import { type BenchApp, type BenchItem, createBenchOwner, indexItems, onServer, percentile, syntheticCorpus, syntheticQuestions, withPostgresDatabase } from './lib/knowledge-index.ts';

const TARGET_P95_MS = 20;
const passagesWanted = Number(process.env.BENCH_PASSAGES ?? 50_000);
const queryCount = Number(process.env.BENCH_QUERIES ?? 200);
const only = process.env.BENCH_ONLY;
const keep = process.env.BENCH_KEEP === '1';
const reuse = process.env.BENCH_REUSE === '1';
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');
const keptFile = join(resultsDir, 'knowledge-retrieval-kept.json');

interface Latency {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
  averageResults: number;
}

interface Figures extends Latency {
  database: string;
  items: number;
  passages: number;
  postings: number;
  indexingSeconds: number;
  passagesPerSecond: number;
  queries: number;
  termsTableMb: number;
  /** PostgreSQL once VACUUM (ANALYZE) has run, as autovacuum soon does after a bulk load (index-only scans). */
  vacuumed: Latency | null;
  loadAverage: number;
}

/** An index BENCH_KEEP left behind: where it is, whose it is, and what indexing it took. */
interface Kept {
  label: string;
  database: DatabaseConfig;
  agentId: string;
  items: number;
  indexingSeconds: number;
}

async function run(
  label: string,
  database: DatabaseConfig,
  items: readonly BenchItem[] | Kept,
  asked: readonly string[],
  vacuum?: () => Promise<void>,
): Promise<Figures & { kept: Kept }> {
  const app = await buildApp({ database, jwtSecret: randomBytes(32).toString('hex'), encryptionKey: randomBytes(32).toString('hex'), logger: false });
  try {
    await app.ready();
    const indexed = 'agentId' in items ? items : await indexAll(app, label, database, items);
    const size = await knowledge.indexStatistics(app.database.db, indexed.agentId);

    // Warm-up: the first question loads the synonym dictionary; its cost is a start-up cost.
    for (const question of asked.slice(0, 10)) await app.knowledge.retrieve(indexed.agentId, question, { topK: 5 });
    const latency = async (): Promise<Latency> => {
      const times: number[] = [];
      let results = 0;
      for (const question of asked) {
        const t0 = performance.now();
        const found = await app.knowledge.retrieve(indexed.agentId, question, { topK: 5 });
        times.push(performance.now() - t0);
        results += found.length;
      }
      const sorted = [...times].sort((a, b) => a - b);
      return {
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        mean: times.reduce((sum, t) => sum + t, 0) / times.length,
        max: sorted.at(-1) ?? 0,
        averageResults: results / asked.length,
      };
    };
    const loadBefore = loadavg()[0] ?? 0;
    const fresh = await latency();
    let vacuumed: Latency | null = null;
    if (vacuum) {
      await vacuum();
      vacuumed = await latency();
    }
    return {
      database: label,
      items: indexed.items,
      passages: size.passages,
      postings: size.postings,
      indexingSeconds: indexed.indexingSeconds,
      passagesPerSecond: size.passages / indexed.indexingSeconds,
      queries: asked.length,
      ...fresh,
      termsTableMb: size.termsBytes / 1024 / 1024,
      vacuumed,
      loadAverage: Math.max(loadBefore, loadavg()[0] ?? 0),
      kept: indexed,
    };
  } finally {
    await app.close();
  }
}

async function indexAll(app: BenchApp, label: string, database: DatabaseConfig, items: readonly BenchItem[]): Promise<Kept> {
  const owner = await createBenchOwner(app);
  const indexingSeconds = await indexItems(app, owner, label, items);
  return { label, database, agentId: owner.agentId, items: items.length, indexingSeconds };
}

const vacuumOn = (url: string) => () => onServer(url, 'VACUUM (ANALYZE) knowledge_terms, knowledge_passages, knowledge_term_stats');

/** Indexes the corpus afresh on each database (PGlite; PostgreSQL when DATABASE_URL is set). */
async function fresh(asked: readonly string[]): Promise<(Figures & { kept: Kept })[]> {
  console.log(`preparing ${passagesWanted.toLocaleString('en-US')} passages of synthetic Japanese…`);
  const items = syntheticCorpus(passagesWanted);
  const figures: (Figures & { kept: Kept })[] = [];
  if (only !== 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-knowledge-pglite-'));
    try {
      console.log(`PGlite (${dataDir}): ${items.length} items`);
      figures.push(await run('pglite', { kind: 'pglite', dataDir }, items, asked));
    } finally {
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const serverUrl = process.env.DATABASE_URL;
  if (only !== 'pglite' && serverUrl) {
    console.log(`PostgreSQL (${new URL(serverUrl).host}): ${items.length} items`);
    figures.push(await withPostgresDatabase(serverUrl, 'bench_knowledge', (url) => run('postgres', { kind: 'postgres', url }, items, asked, vacuumOn(url)), keep));
  } else if (only !== 'pglite') {
    console.log('PostgreSQL skipped: set DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres)');
  }
  if (keep) {
    // One run may keep PGlite and another PostgreSQL (BENCH_ONLY): each replaces only its own entry.
    const earlier = existsSync(keptFile) ? (JSON.parse(readFileSync(keptFile, 'utf8')) as Kept[]) : [];
    const labels = new Set(figures.map((f) => f.kept.label));
    const kept = [...earlier.filter((k) => !labels.has(k.label)), ...figures.map((f) => f.kept)];
    writeFileSync(keptFile, `${JSON.stringify(kept, null, 2)}\n`);
    console.log(`kept the indexes for BENCH_REUSE=1: ${keptFile}`);
  }
  return figures;
}

/** The questions again on the indexes a BENCH_KEEP run left, with the indexing figures of that run. */
async function again(asked: readonly string[]): Promise<(Figures & { kept: Kept })[]> {
  if (!existsSync(keptFile)) throw new Error(`BENCH_REUSE=1 needs a BENCH_KEEP=1 run first (${keptFile})`);
  const kept = JSON.parse(readFileSync(keptFile, 'utf8')) as Kept[];
  const figures: (Figures & { kept: Kept })[] = [];
  for (const index of kept.filter((k) => !only || k.label === only)) {
    console.log(`${index.label}: the questions again on the kept index`);
    const vacuum = index.database.kind === 'postgres' ? vacuumOn(index.database.url) : undefined;
    figures.push(await run(index.label, index.database, index, asked, vacuum));
  }
  return figures;
}

function print(all: readonly Figures[]): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const verdict = (f: Figures, latency: Latency) =>
    f.database.startsWith('postgres') ? (latency.p95 <= TARGET_P95_MS ? `p95 ≤ ${TARGET_P95_MS} ms: met` : `p95 ≤ ${TARGET_P95_MS} ms: MISSED`) : '(target is for PostgreSQL)';
  const rows = all.flatMap((f) => {
    const base = [f.passages.toLocaleString('en-US'), `${f.indexingSeconds.toFixed(0)} s`, `${f.passagesPerSecond.toFixed(0)} /s`];
    const line = (label: string, latency: Latency) => [
      label,
      ...base,
      ms(latency.p50),
      ms(latency.p95),
      ms(latency.p99),
      latency.averageResults.toFixed(1),
      `${f.termsTableMb.toFixed(0)} MB`,
      verdict(f, latency),
    ];
    return [line(f.database, f), ...(f.vacuumed ? [line(`${f.database} (vacuumed)`, f.vacuumed)] : [])];
  });
  const header = ['database', 'passages', 'indexing', 'indexing speed', 'p50', 'p95', 'p99', 'results', 'term index', 'target'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\nknowledge retrieval: ${all[0]?.queries ?? 0} questions, top 5, one agent; load average ${all.map((f) => f.loadAverage.toFixed(1)).join(' / ')} on ${cpus().length} cores`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

try {
  const asked = syntheticQuestions(queryCount, 7);
  const figures = (reuse ? await again(asked) : await fresh(asked)).map(({ kept: _kept, ...figure }) => figure);
  print(figures);
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, 'knowledge-retrieval.json');
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), targetP95Ms: TARGET_P95_MS, reusedIndex: reuse, figures }, null, 2)}\n`);
  console.log(`\nsaved ${file}`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
