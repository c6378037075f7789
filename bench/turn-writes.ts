// The write of a chat turn (its question and answer, the conversation's history row and the rollups)
// under load, apart from everything else a turn does: many turns of one agent stored at once, each
// through (a) a statement of its own, as before the group commit, and (b) the turn writer
// (api/src/domains/agent/store-messages-batch.ts), which writes the turns that arrive while one of
// the agent's writes is under way together. Alternates the two, and prints per turn: the time, the
// API's and the database server's CPU, and how many turns a statement held.
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres pnpm --filter bench turn-writes
//   BENCH_TURNS=4000 BENCH_IN_FLIGHT=100 BENCH_ROUNDS=3 …
// PostgreSQL only (the database server's CPU is half of what it compares). Results: bench/results/turn-writes.json.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from 'api';
import { startOrResumeConversation } from '../api/src/domains/agent/conversations.ts';
import { EMPTY_MESSAGE } from '../api/src/domains/agent/empty-message.ts';
import { createTurnWriter } from '../api/src/domains/agent/store-messages-batch.ts';
import { type ConversationScope, type MessageToStore, storeMessageBatch } from '../api/src/domains/agent/store-messages-statement.ts';
import { ownCpuSeconds, processCpuSeconds } from './lib/cpu-time.ts';
import { createBenchOwner, syntheticQuestions, withPostgresDatabase } from './lib/knowledge-index.ts';

const turnCount = Number(process.env.BENCH_TURNS ?? 4_000);
const inFlight = Number(process.env.BENCH_IN_FLIGHT ?? 100);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** Knowledge items the answers cite: the keyed rollups' keys. */
const CITED_ITEMS = Array.from({ length: 200 }, () => randomUUID());

type Mode = 'a statement per turn' | 'group commit';
interface Figures {
  mode: Mode;
  turns: number;
  seconds: number;
  turnsPerSecond: number;
  cpuMsPerTurn: { api: number; database: number | null };
  /** Statements (each its own transaction) written. */
  statements: number;
}

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.log('set DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres)');
  process.exit(1);
}

/** A question and its built-in answer, citing two passages, as the runtime stores them. */
function turnMessages(question: string, n: number): MessageToStore[] {
  const at = Date.now();
  const source = (i: number) => {
    const item = CITED_ITEMS[(n * 7 + i * 13) % CITED_ITEMS.length] as string;
    return { item_id: item, title: `記事${i}`, heading: null, text: question.repeat(8).slice(0, 300), score: 3.2, cited: true, used: true };
  };
  return [
    { ...EMPTY_MESSAGE, id: randomUUID(), role: 'visitor', text: question, createdAt: new Date(at) },
    {
      ...EMPTY_MESSAGE,
      id: randomUUID(),
      role: 'agent',
      text: `${question}についてご案内します。`.repeat(4),
      engine: n % 6 === 0 ? 'fallback' : 'knowledge_passages',
      emotion: 'smile',
      sources: n % 6 === 0 ? [] : [source(0), source(1)],
      timing: { total_ms: 14 + (n % 40), retrieval_ms: 4, first_token_ms: 8 },
      createdAt: new Date(at + 1),
    },
  ];
}

const figures = await withPostgresDatabase(serverUrl, 'bench_turns', async (url): Promise<Figures[]> => {
  const app = await buildApp({ database: { kind: 'postgres', url }, jwtSecret: randomBytes(32).toString('hex'), encryptionKey: randomBytes(32).toString('hex'), logger: false });
  try {
    await app.ready();
    const db = app.database.db;
    const owner = await createBenchOwner(app);
    const questions = syntheticQuestions(turnCount, 7);
    const measure = async (mode: Mode): Promise<Figures> => {
      const scopes: ConversationScope[] = [];
      for (let i = 0; i < turnCount; i += 1) {
        const started = await startOrResumeConversation(db, { agentId: owner.agentId, origin: 'https://bench.example.com', pageUrl: `https://bench.example.com/p${i % 50}`, preview: false });
        scopes.push({ agentId: owner.agentId, conversationId: started.conversation.id, visitorId: started.visitorId });
      }
      let statements = 0;
      // The writer storeMessages keeps for each agent, made here to count its statements.
      const writer = createTurnWriter(db, { onBatch: () => (statements += 1) });
      const store =
        mode === 'group commit'
          ? (scope: ConversationScope, messages: MessageToStore[]) => writer.store(scope, messages)
          : async (scope: ConversationScope, messages: MessageToStore[]) => {
              statements += 1;
              return (await storeMessageBatch(db, [{ scope, messages }]))[0] ?? 0;
            };
      const database0 = processCpuSeconds('postgres');
      const own0 = ownCpuSeconds();
      const t0 = performance.now();
      let next = 0;
      let written = 0;
      // `inFlight` visitors at a time, each storing its turn as soon as the one before is written.
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          while (next < turnCount) {
            const i = next;
            next += 1;
            // Awaited first: `written += await …` would add to the value read before the wait.
            const stored = await store(scopes[i] as ConversationScope, turnMessages(questions[i] as string, i));
            written += stored;
          }
        }),
      );
      const seconds = (performance.now() - t0) / 1000;
      const own = ownCpuSeconds() - own0;
      const database1 = processCpuSeconds('postgres');
      if (written !== turnCount * 2) throw new Error(`${mode}: ${written} of ${turnCount * 2} messages written`);
      return {
        mode,
        turns: turnCount,
        seconds,
        turnsPerSecond: turnCount / seconds,
        cpuMsPerTurn: { api: (own * 1000) / turnCount, database: database0 === null || database1 === null ? null : ((database1 - database0) * 1000) / turnCount },
        statements,
      };
    };
    const all: Figures[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const mode of ['a statement per turn', 'group commit'] as const) {
        const f = await measure(mode);
        all.push(f);
        const database = f.cpuMsPerTurn.database === null ? 'not readable' : `${f.cpuMsPerTurn.database.toFixed(2)} ms`;
        console.log(
          `  ${mode.padEnd(20)} ${f.turns} turns in ${f.seconds.toFixed(1)} s: ${f.turnsPerSecond.toFixed(0)} a second; CPU per turn: API ${f.cpuMsPerTurn.api.toFixed(2)} ms, database ${database}; ${f.statements} statements (${(f.turns / f.statements).toFixed(1)} turns each)`,
        );
      }
    }
    return all;
  } finally {
    await app.close();
  }
});

console.log(`\nturn writes on PostgreSQL, ${inFlight} in flight; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`);
for (const mode of ['a statement per turn', 'group commit'] as const) {
  const mine = figures.filter((f) => f.mode === mode);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  console.log(
    `  ${mode.padEnd(20)} median of ${mine.length}: ${median(mine.map((f) => f.turnsPerSecond)).toFixed(0)} turns a second, API ${median(mine.map((f) => f.cpuMsPerTurn.api)).toFixed(2)} ms and database ${median(mine.map((f) => f.cpuMsPerTurn.database ?? 0)).toFixed(2)} ms of CPU a turn`,
  );
}
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'turn-writes.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), inFlight, figures }, null, 2)}\n`);
