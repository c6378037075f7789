// A small shop's FAQ answered over HTTP (issue #15's scenario: an owner's Q&A, visitors asking in
// their own words), on PostgreSQL: where agent-stream's 50,000 passages of articles never hold a
// Q&A pair, this agent holds only Q&A, so every answer reads Q&A content for the built-in responder.
// Each domain of the answer-quality corpus (api/test/knowledge/fixtures/answer-quality: 42 Q&A, its
// tuning questions; only the time is measured here, never the answers) gets a fresh agent; then
//   1. the whole answer, one question at a time, each in a conversation of its own visitor: p50/p95;
//   2. BENCH_FAQ_ROUNDS rounds of every question at once (BENCH_FAQ_IN_FLIGHT in flight), from this
//      process: answers a second, and CPU per answer of this process (the API and the client) and of
//      the database server (every `postgres` process on the machine, bench/lib/cpu-time.ts).
// Prints figures, never fails on one.
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres pnpm --filter bench faq-answers
// Port 15003. Results: bench/results/faq-answers.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusDomains, loadDomain } from '../api/test/knowledge/answer-quality-corpus.ts';
import { ownCpuSeconds, processCpuSeconds } from './lib/cpu-time.ts';
import { registerDomain } from './lib/domain-agent.ts';
import { percentile, withPostgresDatabase } from './lib/knowledge-index.ts';
import { buildWidgetBenchApp } from './lib/widget-bench-app.ts';
import { agent, startConversation, type StreamOutcome, streamAnswer } from './lib/widget-stream-client.ts';

const here = dirname(fileURLToPath(import.meta.url));
const corpusDir = join(here, '..', 'api', 'test', 'knowledge', 'fixtures', 'answer-quality');
const serverUrl = process.env.DATABASE_URL;
const rounds = Number(process.env.BENCH_FAQ_ROUNDS ?? 10);
const inFlight = Number(process.env.BENCH_FAQ_IN_FLIGHT ?? 50);
const PORT = 15003;

interface DomainFigures {
  domain: string;
  questions: number;
  oneAtATime: { p50: number; p95: number; errors: number };
  atOnce: { answers: number; seconds: number; perSecond: number; errors: number; processCpuMs: number; serverCpuMs: number | null };
}

const fixed = (ms: number) => ms.toFixed(1);

async function measureDomain(url: string, domain: string): Promise<DomainFigures> {
  const app = await buildWidgetBenchApp({ kind: 'postgres', url, poolSize: 10 });
  try {
    await app.ready();
    const corpus = loadDomain(corpusDir, domain, 'tuning');
    const { owner } = await registerDomain(app, corpus, 'faq');
    await app.knowledge.jobs.whenIdle();
    const origin = await app.listen({ port: PORT, host: '127.0.0.1' });
    const base = `${origin}/api/v1/public/widget/${owner.agentId}`;
    const questions = corpus.questions.map((q) => q.question);

    // Warm: every question once (the dictionaries, the prepared statements, the JIT).
    const warm = await startConversation(base);
    for (const question of questions) await streamAnswer(base, warm.token, warm.conversationId, question);

    const sequential: StreamOutcome[] = [];
    for (const question of questions) {
      const conversation = await startConversation(base);
      sequential.push(await streamAnswer(base, conversation.token, conversation.conversationId, question));
    }
    const totals = sequential.filter((o) => o.ok).map((o) => o.totalMs).sort((a, b) => a - b);

    // Conversations first, so that only answers are timed; each question in a conversation of its own.
    const jobs: { question: string; conversation: { token: string; conversationId: string } }[] = [];
    for (let round = 0; round < rounds; round += 1) for (const question of questions) jobs.push({ question, conversation: await startConversation(base) });
    const server0 = processCpuSeconds('postgres');
    const cpu0 = ownCpuSeconds();
    const started = performance.now();
    const outcomes: StreamOutcome[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < jobs.length) {
          const job = jobs[next];
          next += 1;
          if (job) outcomes.push(await streamAnswer(base, job.conversation.token, job.conversation.conversationId, job.question));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu1 = ownCpuSeconds();
    const server1 = processCpuSeconds('postgres');
    return {
      domain,
      questions: questions.length,
      oneAtATime: { p50: percentile(totals, 50), p95: percentile(totals, 95), errors: sequential.length - totals.length },
      atOnce: {
        answers: outcomes.length,
        seconds,
        perSecond: outcomes.length / seconds,
        errors: outcomes.filter((o) => !o.ok).length,
        processCpuMs: ((cpu1 - cpu0) * 1000) / outcomes.length,
        serverCpuMs: server0 === null || server1 === null ? null : ((server1 - server0) * 1000) / outcomes.length,
      },
    };
  } finally {
    await app.close();
  }
}

try {
  if (!serverUrl) throw new Error('DATABASE_URL is needed: a PostgreSQL server this bench may create a database on');
  const figures: DomainFigures[] = [];
  for (const domain of corpusDomains(corpusDir)) {
    const measured = await withPostgresDatabase(serverUrl, 'bench_faq', (url) => measureDomain(url, domain));
    figures.push(measured);
    const { oneAtATime: one, atOnce: many } = measured;
    console.log(
      `${domain}: ${measured.questions} questions; one at a time, whole answer p50 ${fixed(one.p50)} ms p95 ${fixed(one.p95)} ms, errors ${one.errors}; ` +
        `${many.answers} at ${inFlight} in flight: ${many.perSecond.toFixed(0)} answers/s, errors ${many.errors}, ` +
        `CPU per answer: this process (API and client) ${fixed(many.processCpuMs)} ms, database server ${many.serverCpuMs === null ? 'n/a' : fixed(many.serverCpuMs)} ms`,
    );
  }
  agent.destroy();
  mkdirSync(join(here, 'results'), { recursive: true });
  const file = join(here, 'results', 'faq-answers.json');
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), rounds, inFlight, figures }, null, 2)}\n`);
  console.log(`saved ${file}`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
