// What the postings budget costs in recall, among many passages. Retrieval reads at most
// POSTINGS_BUDGET postings a question (rarest terms whole, common ones cut to their best impacts):
// beyond a few thousand passages that bounds the time to the first token, and drops postings of
// common terms. Here each domain of the answer-quality corpus gets an agent holding its Q&A and
// BENCH_DISTRACTORS passages of synthetic Japanese (the agent-stream bench's corpus), and every
// answerable visitor question of the split is ranked with each budget and with none (exact BM25):
// recall@1/@5 of the right item, and how often the first five items are exactly BM25's.
//   pnpm --filter bench retrieval-budget                          the tuning set (choose on this)
//   pnpm --filter bench retrieval-budget --split report           the report set (report this)
//   BENCH_DISTRACTORS=5000 BENCH_BUDGETS=4000,3000,2000,1500,1000 BENCH_MINS=100 …   (defaults; BENCH_MINS: the
//                                                 fewest postings a term reads, each budget run with each)
// PGlite in memory; timing is printed as the server's share only on PostgreSQL (agent-stream). Never fails on a figure.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from 'api';
import { corpusDomains, expectedOf, loadDomain, SPLITS, type Split } from '../api/test/knowledge/answer-quality-corpus.ts';
import { registerDomain } from './lib/domain-agent.ts';
import { indexItems, syntheticCorpus } from './lib/knowledge-index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const corpusDir = join(here, '..', 'api', 'test', 'knowledge', 'fixtures', 'answer-quality');
const resultsDir = join(here, 'results');
const distractorPassages = Number(process.env.BENCH_DISTRACTORS ?? 5_000);
const budgets = (process.env.BENCH_BUDGETS ?? '4000,3000,2000,1500,1000').split(',').map(Number);
/** The fewest postings any term reads, for each budget: BENCH_MINS=100,50 runs every budget with each. */
const minimums = (process.env.BENCH_MINS ?? '100').split(',').map(Number);
const RANK_PASSAGES = 10;

const { values: args } = parseArgs({ options: { split: { type: 'string', default: 'tuning' } } });
if (!SPLITS.includes(args.split as Split)) throw new Error(`--split is tuning or report, not ${args.split}`);
const split = args.split as Split;

interface Tally {
  questions: number;
  at1: number;
  at5: number;
  /** The first five items are the exact ranking's, in its order. */
  sameTop5: number;
  ms: number;
}

const tally = (): Tally => ({ questions: 0, at1: 0, at5: 0, sameTop5: 0, ms: 0 });

try {
  const started = performance.now();
  const app = await buildApp({ database: { kind: 'pglite' }, jwtSecret: randomBytes(32).toString('hex'), encryptionKey: randomBytes(32).toString('hex'), logger: false });
  const distractors = syntheticCorpus(distractorPassages);
  // Infinity: every posting of every term, the exact BM25 ranking the budget approximates.
  const runs = [...budgets.flatMap((budget) => minimums.map((minimum) => ({ budget, minimum }))), { budget: Infinity, minimum: 1 }];
  const tallies = new Map(runs.map((run) => [run, tally()]));
  try {
    await app.ready();
    for (const domain of corpusDomains(corpusDir)) {
      const corpus = loadDomain(corpusDir, domain, split);
      const { owner, keyOf } = await registerDomain(app, corpus);
      await indexItems(app, { id: owner.id, agentId: owner.agentId, email: owner.email }, domain, distractors);
      const rank = async (question: string, { budget, minimum }: { budget: number; minimum: number }) => {
        const t0 = performance.now();
        const passages = await app.knowledge.retrieve(owner.agentId, question, { topK: RANK_PASSAGES, postingsBudget: budget, postingsPerTermMin: minimum });
        const ms = performance.now() - t0;
        return { items: [...new Set(passages.map((p) => keyOf.get(p.itemId) ?? `~${p.itemId}`))], ms };
      };
      for (const q of corpus.questions) {
        const expected = expectedOf(q);
        if (expected.length === 0) continue;
        const exact = (await rank(q.question, { budget: Infinity, minimum: 1 })).items.slice(0, 5);
        for (const run of runs) {
          const { items, ms } = await rank(q.question, run);
          const t = tallies.get(run) as Tally;
          t.questions += 1;
          t.ms += ms;
          if (expected.includes(items[0] ?? '')) t.at1 += 1;
          if (items.slice(0, 5).some((item) => expected.includes(item))) t.at5 += 1;
          if (items.slice(0, 5).join('\n') === exact.join('\n')) t.sameTop5 += 1;
        }
      }
      console.log(`${domain}: ${corpus.items.length} Q&A and ${distractors.length} distractor articles (~${distractorPassages} passages), ${corpus.questions.length} questions`);
    }
  } finally {
    await app.close();
  }
  console.log(`\nrecall by postings budget, ${split} set, among ~${distractorPassages.toLocaleString('en-US')} distractor passages per domain (PGlite):`);
  console.log('budget  min    R@1    R@5   first five as exact BM25   mean ms (PGlite)');
  const rows = runs.map((run) => {
    const t = tallies.get(run) as Tally;
    return { budget: Number.isFinite(run.budget) ? run.budget : 'exact', minimum: Number.isFinite(run.budget) ? run.minimum : '', recallAt1: t.at1 / t.questions, recallAt5: t.at5 / t.questions, sameTop5: t.sameTop5 / t.questions, meanMs: t.ms / t.questions, questions: t.questions };
  });
  for (const r of rows) {
    console.log(
      `${String(r.budget).padEnd(7)} ${String(r.minimum).padEnd(5)}  ${r.recallAt1.toFixed(3)}  ${r.recallAt5.toFixed(3)}   ${(100 * r.sameTop5).toFixed(1).padStart(5)} %                    ${r.meanMs.toFixed(1)}`,
    );
  }
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `retrieval-budget-${split}.json`);
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), split, distractorPassages, rows }, null, 2)}\n`);
  console.log(`\n${((performance.now() - started) / 1000).toFixed(0)} s in all; saved ${file}`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
