import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Client, Pool } from 'pg';
import { MIGRATIONS_FOLDER } from '#src/db/migrations-folder';
import { testDatabase } from '../helper';

/**
 * Migration 0027 files postings and document frequencies under the agent's number. On a database
 * migrated up to 0026 and holding postings the old way (an agent already published, and one whose
 * first index was still running: postings, no corpus row), migrating on gives every agent a
 * number and moves every row under it, nothing lost or crossed.
 */
const BEFORE = '0026_passage_words';

interface Journal {
  entries: { tag: string }[];
}

/** A migrations folder holding the migrations up to and including `last`. */
function migrationsUpTo(last: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'api-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
  const upTo = journal.entries.findIndex((entry) => entry.tag === last);
  if (upTo < 0) throw new Error(`no migration ${last}`);
  const entries = journal.entries.slice(0, upTo + 1);
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) copyFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

interface Database {
  query<T>(text: string): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function emptyDatabase(): Promise<Database> {
  if (testDatabase === 'pglite') {
    const { vector } = await import('@electric-sql/pglite-pgvector');
    const client = new PGlite({ extensions: { vector } });
    await client.exec('CREATE EXTENSION IF NOT EXISTS vector');
    const db = drizzlePglite({ client });
    return {
      query: async <T>(text: string) => (await client.query<T>(text)).rows,
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const server = process.env.TEST_DATABASE_URL ?? '';
  const name = `test_migration_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const pool = new Pool({ connectionString: url.toString(), max: 2 });
  // A client still closing when the database is dropped reports it; that is the end we asked for.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool });
  return {
    query: async <T>(text: string) => (await pool.query(text)).rows as T[],
    migrate: (migrationsFolder) => migratePostgres(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

describe(`migration 0027, postings under the agent's number (${testDatabase})`, () => {
  let database: Database;
  let before: string;

  beforeAll(async () => {
    database = await emptyDatabase();
    before = migrationsUpTo(BEFORE);
  });

  afterAll(async () => {
    await database.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('numbers every agent with postings and moves its postings and frequencies under the number', async () => {
    await database.migrate(before);
    // Published: a corpus row and statistics. Still indexing its first item: postings only.
    await database.query(`insert into knowledge_corpus_stats (agent_id, passage_count, total_length) values ('agt_published0000000000', 2, 30)`);
    await database.query(`insert into knowledge_terms (agent_id, term, passage_id, tf, doc_len, impact) values
      ('agt_published0000000000', '駐車', 1, 2, 15, 1.5), ('agt_published0000000000', '駐車', 2, 1, 15, 1.0),
      ('agt_published0000000000', '場所', 2, 1, 15, 1.0), ('agt_indexing00000000000', '駐車', 3, 1, 20, 0.9)`);
    await database.query(`insert into knowledge_term_stats (agent_id, term, df) values ('agt_published0000000000', '駐車', 2), ('agt_published0000000000', '場所', 1)`);

    await database.migrate(MIGRATIONS_FOLDER);

    const corpus = await database.query<{ agent_id: string; agent_no: number; passage_count: number }>(
      'select agent_id, agent_no, passage_count from knowledge_corpus_stats order by agent_id',
    );
    expect(corpus.map((row) => [row.agent_id, row.passage_count])).toEqual([
      ['agt_indexing00000000000', 0],
      ['agt_published0000000000', 2],
    ]);
    const numberOf = new Map(corpus.map((row) => [row.agent_id, row.agent_no]));
    expect(new Set(numberOf.values()).size).toBe(2);
    const published = numberOf.get('agt_published0000000000');
    const indexing = numberOf.get('agt_indexing00000000000');

    const postings = await database.query<{ agent_no: number; term: string; passage_id: string; tf: number; doc_len: number; impact: number }>(
      'select agent_no, term, passage_id::text, tf, doc_len, impact from knowledge_terms order by passage_id, term',
    );
    expect(postings).toEqual([
      { agent_no: published, term: '駐車', passage_id: '1', tf: 2, doc_len: 15, impact: 1.5 },
      { agent_no: published, term: '場所', passage_id: '2', tf: 1, doc_len: 15, impact: 1 },
      { agent_no: published, term: '駐車', passage_id: '2', tf: 1, doc_len: 15, impact: 1 },
      { agent_no: indexing, term: '駐車', passage_id: '3', tf: 1, doc_len: 20, impact: expect.closeTo(0.9, 5) },
    ]);
    expect(await database.query('select agent_no, term, df from knowledge_term_stats order by term')).toEqual([
      { agent_no: published, term: '場所', df: 1 },
      { agent_no: published, term: '駐車', df: 2 },
    ]);
    // The old columns are gone, the indexes retrieval and the writes read by are there.
    const columns = await database.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns where table_name in ('knowledge_terms', 'knowledge_term_stats') and column_name = 'agent_id'`,
    );
    expect(columns).toEqual([]);
    const indexes = await database.query<{ indexname: string }>(`select indexname from pg_indexes where tablename in ('knowledge_terms', 'knowledge_term_stats') order by indexname`);
    expect(indexes.map((row) => row.indexname)).toEqual(['knowledge_term_stats_agent_no_term_pk', 'knowledge_terms_agent_no_term_impact_idx', 'knowledge_terms_passage_id_idx']);
    // Analysed by the migration: retrieval's plans know the new tables at once, not after autovacuum's visit.
    const analysed = await database.query<{ tablename: string }>(
      `select distinct tablename from pg_stats where tablename in ('knowledge_terms', 'knowledge_term_stats') order by tablename`,
    );
    expect(analysed.map((row) => row.tablename)).toEqual(['knowledge_term_stats', 'knowledge_terms']);
    // A new agent's number follows the old ones.
    const [fresh] = await database.query<{ agent_no: number }>(`insert into knowledge_corpus_stats (agent_id) values ('agt_new00000000000000000') returning agent_no`);
    expect(fresh?.agent_no).toBeGreaterThan(Math.max(...numberOf.values()));
  });
});
