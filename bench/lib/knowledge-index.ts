// What the knowledge benches share: the same synthetic corpus and questions, the agent's knowledge
// queued and indexed the way the console does it, and a PostgreSQL database of the run's own.
// Kept in one place so both benches keep measuring the same index.
import { randomBytes } from 'node:crypto';
import { buildApp, createOwner, knowledge } from 'api';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createRandom, createVocabulary, syntheticBody, syntheticQuestion } from './synthetic-japanese.ts';

const ITEM_CHARS = 6_000;
const INSERT_BATCH = 200;
const CORPUS_SEED = 20261121;

export const BENCH_PASSWORD = 'bench-password-long';

export type BenchApp = Awaited<ReturnType<typeof buildApp>>;

export interface BenchItem {
  title: string;
  body: string;
}

export interface BenchAuthor {
  id: string;
  agentId: string;
  email: string;
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Article bodies adding up to the wanted number of passages, counted by the product's own splitter. */
export function syntheticCorpus(passagesWanted: number): BenchItem[] {
  const random = createRandom(CORPUS_SEED);
  const words = createVocabulary(random);
  const items: BenchItem[] = [];
  let passages = 0;
  while (passages < passagesWanted) {
    const title = `${words.noun()}の${words.noun()}に関するご案内 ${items.length + 1}`;
    const body = syntheticBody(words, random, ITEM_CHARS);
    passages += knowledge.documentPassages(title, knowledge.extractPlainText(body)).length;
    items.push({ title, body });
  }
  return items;
}

/** Questions in the corpus's own vocabulary; `seed` picks which ones. */
export function syntheticQuestions(count: number, seed: number): string[] {
  const random = createRandom(seed);
  const words = createVocabulary(createRandom(CORPUS_SEED));
  return Array.from({ length: count }, () => syntheticQuestion(words, random));
}

export async function createBenchOwner(app: BenchApp): Promise<BenchAuthor> {
  const owner = await createOwner(app.database.db, { email: `bench-${randomBytes(4).toString('hex')}@example.com`, password: BENCH_PASSWORD, name: 'ベンチ' });
  return { id: owner.id, agentId: owner.agentId, email: owner.email };
}

/** Queues every item as the console does and waits for the background indexing to finish; returns its seconds. */
export async function indexItems(app: BenchApp, author: BenchAuthor, label: string, items: readonly BenchItem[], options: { vacuum?: boolean } = {}): Promise<number> {
  const owner = { id: author.id, agentId: author.agentId };
  const started = performance.now();
  for (let start = 0; start < items.length; start += INSERT_BATCH) {
    await app.repositories.knowledgeItems.createMany(
      owner,
      items.slice(start, start + INSERT_BATCH).map((item) => ({ title: item.title, content: { type: 'article' as const, body: item.body } })),
    );
  }
  const progress = setInterval(() => {
    void app.repositories.knowledgeItems
      .page(author.agentId, { page: 1, limit: 50, sort_by: 'created_at', sort_order: 'desc', q: '', status: 'processing', type: '' })
      .then(({ total }) => console.log(`  ${label}: ${items.length - total}/${items.length} items indexed, ${((performance.now() - started) / 1000).toFixed(0)} s`));
  }, 30_000);
  await app.knowledge.jobs.whenIdle();
  clearInterval(progress);
  const seconds = (performance.now() - started) / 1000;
  if (options.vacuum === false) return seconds;
  // The questions are measured on the tables as the database keeps them a minute later: analysed
  // and vacuumed (autovacuum on PostgreSQL, the embedded vacuum on PGlite), so that the postings'
  // covering index answers from the index alone (the visibility map) and plans see the rows.
  // Asked at once, a fresh database answered on the empty tables' statistics and read the heap: on
  // PostgreSQL at 5,000 passages the first token took p50 42 ms before autovacuum came by, 13 ms
  // after; with ANALYZE alone 17–18 ms, with VACUUM (ANALYZE) 11–14 ms (p95 18–20 ms). A run's
  // figures depended on whether autovacuum had come by before it measured.
  const vacuumStarted = performance.now();
  await app.database.db.execute(sql.raw('VACUUM (ANALYZE) knowledge_passages, knowledge_terms, knowledge_term_stats, knowledge_corpus_stats'));
  console.log(`  ${label}: knowledge tables vacuumed and analysed in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s (not counted as indexing)`);
  return seconds;
}

export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of the run's own on the server, dropped afterwards unless `keep`. */
export async function withPostgresDatabase<T>(serverUrl: string, prefix: string, use: (url: string) => Promise<T>, keep = false): Promise<T> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    if (!keep) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
