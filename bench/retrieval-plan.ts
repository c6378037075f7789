// Retrieval as the planner's statistics change under it (issue #15): a bulk import of synthetic
// Japanese articles, then the same questions asked right after it (the tables' statistics still
// those of the empty tables the migrations analysed), after ANALYZE, and after VACUUM (ANALYZE)
// (what autovacuum leaves on PostgreSQL a minute later, and the embedded vacuum on PGlite hours
// later). Prints retrieval's time per question and how many passages and items one question's plan
// touched: a lookup per candidate reads one row for each of the 50 candidates whatever the
// statistics (on a table of a page or two, the planner may scan it to find each instead: a few dozen
// rows, cheaper than the index); a plan that joins the agent's whole set reads every passage
// (knowledge-search-repository.ts, step 5).
//   pnpm --filter bench retrieval-plan                  PGlite, and PostgreSQL when DATABASE_URL is set
//   BENCH_PASSAGES=5000 BENCH_ONLY=pglite pnpm --filter bench retrieval-plan
// Results: bench/results/retrieval-plan.json.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, type DatabaseConfig, knowledge } from 'api';
import { sql } from 'drizzle-orm';
import { rowsRead } from '../api/src/db/prepared-statement.ts';
import { searchRequestFor } from '../api/src/domains/knowledge/retrieval/retrieve.ts';
import { createBenchOwner, indexItems, percentile, syntheticCorpus, syntheticQuestions, withPostgresDatabase } from './lib/knowledge-index.ts';

const passagesWanted = Number(process.env.BENCH_PASSAGES ?? 5_000);
const questionCount = Number(process.env.BENCH_QUESTIONS ?? 100);
const only = process.env.BENCH_ONLY;
/** As the runtime asks: the detail AI settings' most passages. */
const TOP_K = 10;
const TABLES = 'knowledge_passages, knowledge_items, knowledge_terms, knowledge_term_stats, knowledge_corpus_stats';

interface Stage {
  stage: string;
  p50: number;
  p95: number;
  /** Rows of knowledge_passages and knowledge_items one question's plan touched (the first question). */
  passagesTouched: number;
  itemsTouched: number;
}

interface Figures {
  database: DatabaseConfig['kind'];
  passages: number;
  indexingSeconds: number;
  stages: Stage[];
}

async function run(kind: DatabaseConfig['kind'], database: DatabaseConfig): Promise<Figures> {
  // The embedded vacuum off: this bench decides when the tables are analysed.
  const app = await buildApp({ database, jwtSecret: randomBytes(32).toString('hex'), encryptionKey: randomBytes(32).toString('hex'), logger: false, embeddedVacuum: { enabled: false } });
  try {
    await app.ready();
    const author = await createBenchOwner(app);
    const items = syntheticCorpus(passagesWanted);
    const indexingSeconds = await indexItems(app, author, kind, items, { vacuum: false });
    const questions = syntheticQuestions(questionCount, 7);
    const first = questions[0] ?? '';
    // The first round's request for the first question, as retrieval makes it.
    const request = searchRequestFor(first, { topK: TOP_K });
    if (!request) throw new Error(`the question ${first} has no terms to look for`);
    const stages: Stage[] = [];
    const measure = async (stage: string) => {
      const times: number[] = [];
      // One round first, not counted: the statement prepared on each connection, the pages in memory.
      for (const round of [0, 1]) {
        for (const question of questions) {
          const started = performance.now();
          await knowledge.retrieve(app.database.db, author.agentId, question, { topK: TOP_K });
          if (round === 1) times.push(performance.now() - started);
        }
      }
      times.sort((a, b) => a - b);
      const plan = await app.repositories.knowledgeSearch.plan(author.agentId, request);
      const figures = {
        stage,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        passagesTouched: rowsRead(plan, 'knowledge_passages'),
        itemsTouched: rowsRead(plan, 'knowledge_items'),
      };
      console.log(
        `  ${kind} ${stage}: retrieval p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms; one question read ${figures.passagesTouched} passages and ${figures.itemsTouched} items`,
      );
      stages.push(figures);
    };
    await measure('right after the import');
    await app.database.db.execute(sql.raw(`ANALYZE ${TABLES}`));
    await measure('after ANALYZE');
    await app.database.db.execute(sql.raw(`VACUUM (ANALYZE) ${TABLES}`));
    await measure('after VACUUM (ANALYZE)');
    const { passages } = await knowledge.indexStatistics(app.database.db, author.agentId);
    return { database: kind, passages, indexingSeconds, stages };
  } finally {
    await app.close();
  }
}

try {
  const figures: Figures[] = [];
  console.log(`${passagesWanted.toLocaleString('en-US')} passages of synthetic Japanese, ${questionCount} questions, top ${TOP_K}`);
  if (only !== 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-plan-pglite-'));
    try {
      figures.push(await run('pglite', { kind: 'pglite', dataDir }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const serverUrl = process.env.DATABASE_URL;
  if (only !== 'pglite' && serverUrl) figures.push(await withPostgresDatabase(serverUrl, 'bench_plan', (url) => run('postgres', { kind: 'postgres', url })));
  else if (only !== 'pglite') console.log('PostgreSQL skipped: set DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres)');
  const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, 'retrieval-plan.json');
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), figures }, null, 2)}\n`);
  console.log(`saved ${file}`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
