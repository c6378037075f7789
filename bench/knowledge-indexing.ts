// Indexing rate: synthetic articles queued as the console queues them, indexed by the API's own
// background runs to the end, on PostgreSQL (a database of the run's own, dropped afterwards).
// Prints passages a second and where the CPU went: this process (extracting, splitting, the
// morphological analysis, the terms) and the database server (writing passages and postings).
// The target is 300 passages a second at 50,000 passages; prints, never fails on a figure.
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres pnpm --filter bench knowledge-indexing
//   BENCH_PASSAGES=5000 …   fewer passages (the rate falls as the postings' index outgrows memory)
//   BENCH_KEEP=1 …          keeps the indexed database (its name is printed) for experiments in psql
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, knowledge } from 'api';
import { processCpuSeconds, ownCpuSeconds } from './lib/cpu-time.ts';
import { createBenchOwner, indexItems, syntheticCorpus, withPostgresDatabase } from './lib/knowledge-index.ts';

const TARGET_PASSAGES_PER_SECOND = 300;
const passagesWanted = Number(process.env.BENCH_PASSAGES ?? 50_000);

interface Figures {
  passages: number;
  items: number;
  seconds: number;
  passagesPerSecond: number;
  cpuMsPerPassage: { process: number; database: number | null };
  postings: number;
  termsBytes: number;
  loadAverage: number;
}

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.log('set DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres)');
  process.exit(1);
}

console.log(`preparing ${passagesWanted.toLocaleString('en-US')} passages of synthetic Japanese…`);
const items = syntheticCorpus(passagesWanted);
const figures = await withPostgresDatabase(serverUrl, 'bench_indexing', async (url): Promise<Figures> => {
  if (process.env.BENCH_KEEP) console.log(`  kept afterwards: ${url}`);
  const app = await buildApp({ database: { kind: 'postgres', url }, jwtSecret: randomBytes(32).toString('hex'), encryptionKey: randomBytes(32).toString('hex'), logger: false });
  try {
    await app.ready();
    const owner = await createBenchOwner(app);
    const database0 = processCpuSeconds('postgres');
    const own0 = ownCpuSeconds();
    const seconds = await indexItems(app, owner, 'postgres', items, { vacuum: false });
    const own = ownCpuSeconds() - own0;
    const database1 = processCpuSeconds('postgres');
    const size = await knowledge.indexStatistics(app.database.db, owner.agentId);
    return {
      passages: size.passages,
      items: items.length,
      seconds,
      passagesPerSecond: size.passages / seconds,
      cpuMsPerPassage: {
        process: (own * 1000) / size.passages,
        database: database0 === null || database1 === null ? null : ((database1 - database0) * 1000) / size.passages,
      },
      postings: size.postings,
      termsBytes: size.termsBytes,
      loadAverage: loadavg()[0] ?? 0,
    };
  } finally {
    await app.close();
  }
}, Boolean(process.env.BENCH_KEEP));

const met = figures.passagesPerSecond >= TARGET_PASSAGES_PER_SECOND ? 'met' : 'MISSED';
console.log(`\nknowledge indexing on PostgreSQL; load average ${figures.loadAverage.toFixed(1)} on ${cpus().length} cores`);
console.log(
  `  ${figures.passages.toLocaleString('en-US')} passages (${figures.items} items) in ${figures.seconds.toFixed(1)} s: ${figures.passagesPerSecond.toFixed(0)} passages/s  (target ≥ ${TARGET_PASSAGES_PER_SECOND}: ${met})`,
);
const database = figures.cpuMsPerPassage.database === null ? 'not readable' : `${figures.cpuMsPerPassage.database.toFixed(2)} ms`;
console.log(`  CPU per passage: this process ${figures.cpuMsPerPassage.process.toFixed(2)} ms, the database server ${database}`);
console.log(`  postings ${figures.postings.toLocaleString('en-US')} (${(figures.postings / figures.passages).toFixed(0)} a passage), knowledge_terms ${(figures.termsBytes / 2 ** 20).toFixed(0)} MiB`);
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'knowledge-indexing.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), targetPassagesPerSecond: TARGET_PASSAGES_PER_SECOND, figures }, null, 2)}\n`);
