// One agent's generated history in a bench app's database (history-seed.ts), timed: what the
// history and analytics benches both start from.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseConfig } from 'api';
import { type BenchApp, createBenchOwner } from './knowledge-index.ts';
import { type RunStatement, seedHistory } from './history-seed.ts';

export async function generateHistory(
  app: BenchApp,
  database: DatabaseConfig,
  label: string,
  options: { conversations: number; messagesPer: number },
): Promise<{ email: string; seedSeconds: number }> {
  const owner = await createBenchOwner(app);
  const { conversations, messagesPer } = options;
  console.log(`${label}: generating ${conversations} conversations / ${conversations * messagesPer} messages`);
  const started = performance.now();
  // One connection for the whole load: a pool would scatter its session settings.
  const client = database.kind === 'postgres' ? new pg.Client({ connectionString: database.url }) : null;
  await client?.connect();
  const runStatement: RunStatement = client
    ? async (statement) => (await client.query(statement)).rows as Record<string, unknown>[]
    : async (statement) => ((await app.database.db.execute(sql.raw(statement))) as unknown as { rows: Record<string, unknown>[] }).rows;
  try {
    await seedHistory(runStatement, { agentId: owner.agentId, ownerId: owner.id, conversations, messagesPer, log: console.log });
  } finally {
    await client?.end();
  }
  const seedSeconds = Math.round((performance.now() - started) / 1000);
  console.log(`${label}: generated in ${seedSeconds} s`);
  return { email: owner.email, seedSeconds };
}
