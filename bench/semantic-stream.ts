// What answering by meaning costs (issue #39, "meaning must not cost speed"), in one run on PGlite
// (the database with pgvector here: Debian's PostgreSQL 15 has none, and without it the product
// answers by words only, at today's speed):
// 1. the built-in model's own cost: embedding a question (one at a time, as a visitor asks) and a
//    passage of the bench corpus (in batches, as the vector job does), with the API's resident size;
// 2. the agent holding BENCH_PASSAGES passages (default 50,000) with a vector each, in the HNSW
//    index, then the first streamed token over HTTP, one question at a time, and BENCH_CONCURRENT
//    streams at once, alternated: by words only (retrieval by meaning detached) and with meaning
//    (the question embedded by the real model, the nearest passages read by pgvector), twice each.
// The passages' vectors are the only stand-in: a real model takes 25–60 minutes to embed 50,000
// passages on two cores, so the vector job here writes a random unit vector per passage (the same
// storage, index and query), while every visitor question is embedded by the real model.
// Prints the figures side by side; never fails on one.
//   pnpm --filter bench semantic-stream
//   BENCH_PASSAGES=5000 BENCH_QUESTIONS=100 BENCH_CONCURRENT=500 pnpm --filter bench semantic-stream
// Port 15002. Results: bench/results/semantic-stream.json.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, installedBuiltinModel, knowledge } from 'api';
import { ownCpuSeconds } from './lib/cpu-time.ts';
import { createBenchOwner, indexItems, percentile, syntheticCorpus, syntheticQuestions } from './lib/knowledge-index.ts';
import { startLoadClient } from './lib/load-client-process.ts';
import { startConversation, type StreamOutcome, streamAnswer } from './lib/widget-stream-client.ts';

const passagesWanted = Number(process.env.BENCH_PASSAGES ?? 50_000);
const questionCount = Number(process.env.BENCH_QUESTIONS ?? 200);
const concurrent = Number(process.env.BENCH_CONCURRENT ?? 2_000);
const PORT = 15_002;

const folder = installedBuiltinModel();
if (!folder) throw new Error('the built-in model is not installed: run tooling/models/install-builtin-model.sh');
const ms = (value: number) => `${value.toFixed(1)} ms`;
const latency = (times: readonly number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

/** Random unit vectors of the model's dimension for passages, the real model for questions. */
function seededPassages(model: knowledge.BuiltinEmbedder): knowledge.Embedder {
  return {
    model: model.model,
    dimensions: model.dimensions,
    async embed(texts, kind, signal) {
      if (kind === 'query') return model.embed(texts, kind, signal);
      return texts.map(() => {
        const v = Float32Array.from({ length: model.dimensions }, () => Math.random() - 0.5);
        const norm = Math.hypot(...v);
        return v.map((x) => x / norm);
      });
    },
  };
}

try {
  const rssBefore = process.memoryUsage().rss;
  const loadStarted = performance.now();
  const model = await knowledge.builtinEmbedderOf(folder);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const rssModel = process.memoryUsage().rss - rssBefore;
  console.log(`built-in model ${model.model} loaded in ${loadSeconds.toFixed(1)} s, +${(rssModel / 1e6).toFixed(0)} MB resident`);

  // 1. The model's own cost.
  const questions = syntheticQuestions(questionCount, 7);
  await model.embed(questions.slice(0, 5), 'query');
  const questionTimes: number[] = [];
  for (const question of questions) {
    const started = performance.now();
    await model.embed([question], 'query');
    questionTimes.push(performance.now() - started);
  }
  const items = syntheticCorpus(passagesWanted);
  const samplePassages = items.slice(0, 40).flatMap((item) => knowledge.documentPassages(item.title, knowledge.extractPlainText(item.body)).build(0, 1000).map((p) => `${item.title}\n${p.heading}\n${p.text}`)).slice(0, 256);
  const passageStarted = performance.now();
  for (let i = 0; i < samplePassages.length; i += 32) await model.embed(samplePassages.slice(i, i + 32), 'passage');
  const perPassage = (performance.now() - passageStarted) / samplePassages.length;
  const q = latency(questionTimes);
  console.log(`embedding a question (${questionTimes.length}, one at a time): p50 ${ms(q.p50)} p95 ${ms(q.p95)}`);
  console.log(`embedding a passage (${samplePassages.length} of the bench corpus, ${Math.round(samplePassages.reduce((s, p) => s + p.length, 0) / samplePassages.length)} characters on average, batches of 32): ${ms(perPassage)} each, ${(1000 / perPassage).toFixed(1)} passages a second on one thread`);

  // 2. The agent with every passage's vector.
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-semantic-'));
  const app = await buildApp({
    database: { kind: 'pglite', dataDir },
    jwtSecret: randomBytes(32).toString('hex'),
    encryptionKey: randomBytes(32).toString('hex'),
    logger: false,
    embeddingModel: { kind: 'instance', embedder: seededPassages(model) },
    publicRateLimit: { perAddressMax: 1_000_000, newVisitorsPerAddressMax: 1_000_000, perVisitorMax: 1_000_000, messagesPerVisitorMax: 1_000_000 },
  });
  try {
    await app.ready();
    const owner = await createBenchOwner(app);
    const indexingSeconds = await indexItems(app, owner, 'pglite', items);
    const vectorsStarted = performance.now();
    await app.knowledge.vectors.whenIdle();
    await app.knowledge.vectors.whenIdle();
    const vectorSeconds = (performance.now() - vectorsStarted) / 1000;
    const stats = app.knowledge.vectors.stats();
    const size = await knowledge.indexStatistics(app.database.db, owner.agentId);
    console.log(`${size.passages.toLocaleString('en-US')} passages indexed in ${indexingSeconds.toFixed(0)} s; their vectors written (HNSW index kept) ${vectorSeconds.toFixed(0)} s after, ${((vectorSeconds * 1000) / Math.max(stats.passages, 1)).toFixed(2)} ms a passage besides embedding`);
    const semantic = knowledge.semanticSearchOf(app.database.db);
    if (!semantic) throw new Error('no semantic search on this app');
    const origin = await app.listen({ port: PORT, host: '127.0.0.1', backlog: 4096 });
    const base = `${origin}/api/v1/public/widget/${owner.agentId}`;
    const warm = await startConversation(base);
    for (const question of syntheticQuestions(10, 99)) await streamAnswer(base, warm.token, warm.conversationId, question);

    const runs: { variant: string; firstToken: ReturnType<typeof latency>; errors: number; concurrent: { seconds: number; errors: number; answersPerSecond: number; cpuPerAnswerMs: number } }[] = [];
    for (const variant of ['words', 'meaning', 'words', 'meaning'] as const) {
      if (variant === 'meaning') knowledge.attachSemanticSearch(app.database.db, semantic);
      else knowledge.detachSemanticSearch(app.database.db);
      const seed = runs.length + 20;
      const outcomes: StreamOutcome[] = [];
      for (const question of syntheticQuestions(questionCount, seed)) {
        const conversation = await startConversation(base);
        outcomes.push(await streamAnswer(base, conversation.token, conversation.conversationId, question));
      }
      const firstTokens = outcomes.flatMap((o) => (o.ok && o.firstTokenMs !== null ? [o.firstTokenMs] : []));
      const conversations = [];
      for (let i = 0; i < concurrent; i += 1) conversations.push(await startConversation(base));
      const load = syntheticQuestions(concurrent, seed + 100);
      const client = await startLoadClient({ base, streams: conversations.map((c, i) => ({ token: c.token, conversationId: c.conversationId, question: load[i] ?? 'こんにちは' })) });
      const cpu0 = ownCpuSeconds();
      const result = await client.go();
      const cpu = ownCpuSeconds() - cpu0;
      const errors = result.outcomes.filter((o) => !o.ok).length;
      const run = {
        variant,
        firstToken: latency(firstTokens),
        errors: outcomes.filter((o) => !o.ok).length,
        concurrent: { seconds: result.seconds, errors, answersPerSecond: concurrent / result.seconds, cpuPerAnswerMs: (cpu * 1000) / concurrent },
      };
      runs.push(run);
      console.log(
        `  ${variant.padEnd(7)} first token p50 ${ms(run.firstToken.p50)} p95 ${ms(run.firstToken.p95)} p99 ${ms(run.firstToken.p99)} (errors ${run.errors}); ${concurrent} at once: ${result.seconds.toFixed(1)} s, ${run.concurrent.answersPerSecond.toFixed(0)} answers a second, ${errors} errors, API CPU ${ms(run.concurrent.cpuPerAnswerMs)} an answer`,
      );
    }
    const mean = (variant: string, pick: (r: (typeof runs)[number]) => number) => {
      const of = runs.filter((r) => r.variant === variant).map(pick);
      return of.reduce((s, x) => s + x, 0) / of.length;
    };
    const p95Ratio = mean('meaning', (r) => r.firstToken.p95) / mean('words', (r) => r.firstToken.p95);
    const rateRatio = mean('meaning', (r) => r.concurrent.answersPerSecond) / mean('words', (r) => r.concurrent.answersPerSecond);
    console.log(`\nwith meaning against words only (means of the two runs each): first token p95 ×${p95Ratio.toFixed(2)} (target ≤ 1.3), answers a second ×${rateRatio.toFixed(2)} (target ≥ 0.8)`);
    console.log(`load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores; API resident ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
    const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');
    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, 'semantic-stream.json');
    writeFileSync(
      file,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), model: model.model, loadSeconds, rssModelMb: rssModel / 1e6, question: q, passageMs: perPassage, passages: size.passages, indexingSeconds, vectorSeconds, runs, p95Ratio, rateRatio }, null, 2)}\n`,
    );
    console.log(`saved ${file}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
