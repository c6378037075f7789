// How well the agent answers visitors from the owner's Q&A with no AI provider (issue #15,
// deliverable 4). For each domain of the corpus (api/test/knowledge/fixtures/answer-quality, beside
// the API's floor test on its tuning set; its README says how it was written): a fresh agent on PGlite, its Q&A
// registered as the console registers them (POST knowledge-items) and indexed by the API's own
// background indexing, then every visitor question of the split asked of the runtime's answer
// preview (previewAnswer: the runtime's own steps, the built-in responder, nothing stored) and of
// the retrieval the runtime uses. Prints per domain and overall; never fails on a figure.
//   pnpm --filter bench answer-quality                  the report set (default): only ever reported
//   pnpm --filter bench answer-quality --split tuning   the tuning set, with its wrong sure answers listed
//   … --domain dental-clinic                            one domain
// Results: bench/results/answer-quality-<split>.json.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type AgentDeps, buildApp, type ModelLocation, previewAnswer, resolveModelLocation } from 'api';
import { type Asker, candidateIdsOf, corpusDomains, type DomainCorpus, type Figures, figuresOf, formatTable, formatWrongSure, grade, type Graded, loadDomain, SPLITS, type Split } from '../api/test/knowledge/answer-quality-corpus.ts';
import { registerDomain } from './lib/domain-agent.ts';

const here = dirname(fileURLToPath(import.meta.url));
const corpusDir = join(here, '..', 'api', 'test', 'knowledge', 'fixtures', 'answer-quality');
const resultsDir = join(here, 'results');
/** Retrieval reads this many passages for recall@5; a Q&A pair is one passage, so at least 5 distinct items. */
const RANK_PASSAGES = 10;

const { values: args } = parseArgs({ options: { split: { type: 'string', default: 'report' }, domain: { type: 'string' }, model: { type: 'string', default: 'builtin' } } });
// --model builtin (default: the installed built-in model, tooling/models/install-builtin-model.sh), off (text ranking only), or a folder / hub id as EMBEDDING_MODEL.
const embeddingModel: ModelLocation = args.model === 'builtin' ? resolveModelLocation(undefined, '.') : resolveModelLocation(args.model, '.');
if (args.model === 'builtin' && embeddingModel.kind === 'off') throw new Error('the built-in model is not installed: run tooling/models/install-builtin-model.sh (or pass --model off)');
if (!SPLITS.includes(args.split as Split)) throw new Error(`--split is tuning or report, not ${args.split}`);
const split = args.split as Split;

type App = Awaited<ReturnType<typeof buildApp>>;

/** A fresh owner on the app with the domain's Q&A registered and indexed; answers how to ask its agent. */
async function agentWith(app: App, corpus: DomainCorpus): Promise<{ asker: Asker; indexingSeconds: number }> {
  const started = performance.now();
  const { owner, keyOf } = await registerDomain(app, corpus);
  await app.knowledge.jobs.whenIdle();
  await app.knowledge.vectors.whenIdle();
  const indexingSeconds = (performance.now() - started) / 1000;
  const deps: AgentDeps = { db: app.database.db, publicApiUrl: app.config.publicApiUrl, secretBox: app.secretBox };
  const key = (id: string | null) => (id === null ? null : (keyOf.get(id) ?? `?${id}`));
  return {
    indexingSeconds,
    asker: {
      async answer(question) {
        const preview = await previewAnswer(deps, owner.agentId, question);
        return { engine: preview.engine, itemKey: key(preview.knowledgeItemId), candidateKeys: candidateIdsOf(preview).map((id) => key(id) ?? '?') };
      },
      async rank(question) {
        const passages = await app.knowledge.retrieve(owner.agentId, question, { topK: RANK_PASSAGES });
        return [...new Set(passages.map((p) => key(p.itemId) ?? '?'))];
      },
    },
  };
}

interface DomainRun {
  domain: string;
  title: string;
  items: number;
  indexingSeconds: number;
  askingSeconds: number;
  figures: Figures;
  graded: Graded[];
}

/** One domain on its own agent: nothing of another domain's knowledge is in its index. */
async function runDomain(app: App, domain: string): Promise<DomainRun> {
  const corpus = loadDomain(corpusDir, domain, split);
  const { asker, indexingSeconds } = await agentWith(app, corpus);
  const started = performance.now();
  const graded = await grade(corpus, asker);
  const askingSeconds = (performance.now() - started) / 1000;
  return { domain, title: corpus.title, items: corpus.items.length, indexingSeconds, askingSeconds, figures: figuresOf(graded), graded };
}

try {
  const started = performance.now();
  const domains = args.domain ? [args.domain] : corpusDomains(corpusDir);
  const runs: DomainRun[] = [];
  const app = await buildApp({ database: { kind: 'pglite' }, jwtSecret: randomBytes(32).toString('hex'), encryptionKey: randomBytes(32).toString('hex'), logger: false, embeddingModel });
  try {
    await app.ready();
    if (embeddingModel.kind !== 'off') {
      await app.knowledge.model.warm();
      const model = app.knowledge.model.state();
      console.log(model.state === 'ready' ? `embedding model ${model.model} (${model.dimensions} dims) loaded in ${model.loadSeconds.toFixed(1)} s; resident ${Math.round(process.memoryUsage().rss / 1e6)} MB` : `embedding model: ${model.state}`);
    } else console.log('no embedding model: text ranking only');
    console.log(`PGlite in memory, migrated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const domain of domains) {
      const run = await runDomain(app, domain);
      console.log(
        `${domain} (${run.title}): ${run.items} Q&A indexed in ${run.indexingSeconds.toFixed(1)} s, ${run.graded.length} questions asked in ${run.askingSeconds.toFixed(1)} s`,
      );
      runs.push(run);
    }
  } finally {
    await app.close();
  }
  const overall = figuresOf(runs.flatMap((r) => r.graded));
  console.log(`\nanswer quality, ${split} set, built-in responder (no AI provider), embedding model: ${args.model}:`);
  console.log(formatTable([...runs.map((r) => ({ label: r.domain, figures: r.figures })), ...(runs.length > 1 ? [{ label: 'overall', figures: overall }] : [])]));
  console.log(
    '\nright/wrong sure, fallback: shares of the answerable questions; unsure: candidates offered (もしかして…), in brackets the share of those lists with a right item among them; wrongly sure: share of the unanswerable questions; R@k: the right item among the first k items retrieval ranks.',
  );
  if (split === 'tuning') {
    const wrong = runs.flatMap((r) => formatWrongSure(r.domain, r.graded));
    console.log(`\nwrong sure answers on the tuning set (${wrong.length}):`);
    for (const line of wrong) console.log(line);
  } else {
    console.log('\nreport set: its failures are not listed; look at the tuning set (--split tuning) to see what goes wrong.');
  }
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `answer-quality-${split}${args.model === 'builtin' ? '' : `-${args.model.replace(/[^\w.-]+/g, '_')}`}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), split, model: args.model, domains: runs.map(({ graded: _graded, ...run }) => run), overall }, null, 2)}\n`,
  );
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s in all; saved ${file}`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
