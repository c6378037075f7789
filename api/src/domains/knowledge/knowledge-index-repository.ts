import { and, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import { commitWithoutWaiting } from '../../db/background-commit';
import type { Database } from '../../db/database';
import { numberArray, textArray } from '../../db/pg-array';
import { queryRows } from '../../db/query-rows';
import { knowledgeCorpusStats, knowledgeItems, knowledgePassages, knowledgeTerms, knowledgeTermStats } from '../../db/schema';
import type { PassageToIndex } from './indexing/build-passages';
import { impactSql } from './retrieval/bm25';
import { INDEX_FORMAT } from './indexing/index-format';

type Executor = Pick<Database, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

/** What a generation adds to the statistics of its agent. */
export interface GenerationSummary {
  passageCount: number;
  totalLength: number;
  /** Passages holding each term. */
  df: ReadonlyMap<string, number>;
}

export interface PublishRun {
  itemId: string;
  agentId: string;
  leaseOwner: string;
  contentVersion: number;
  generation: number;
  /** The item's title after this run (a web page's fetched title); unchanged when undefined. */
  title?: string;
}

export type PublishOutcome = { outcome: 'published'; previousGeneration: number } | { outcome: 'stale' } | { outcome: 'gone' };

const TF_MAX = 32_767;
const DELETE_BATCH = 500;

/**
 * Writes of the retrieval index. Passages and their terms are written under a generation nobody
 * reads yet; `publish` then switches the item to it and moves the agent's statistics by the
 * difference, in one short transaction. Every statistics change locks the agent's corpus row
 * first, so concurrent publishes and deletes of one agent queue up instead of miscounting.
 */
export function createKnowledgeIndexRepository(db: Database) {
  /** Locks the agent's corpus row (made if need be) until the transaction ends; answers the agent's number. */
  async function lockCorpus(tx: Executor, agentId: string): Promise<number> {
    const [row] = await tx
      .insert(knowledgeCorpusStats)
      .values({ agentId })
      .onConflictDoUpdate({ target: knowledgeCorpusStats.agentId, set: { updatedAt: sql`now()` } })
      .returning({ agentNo: knowledgeCorpusStats.agentNo });
    if (!row) throw new Error('the corpus row was neither made nor found');
    return row.agentNo;
  }

  /**
   * The agent's number in the postings, its corpus row made if need be. Read first: the row exists
   * after the agent's first batch, and a plain read never waits for a publish of the agent's other
   * item holding it. A row another transaction made after the insert's statement began is read by
   * the last try.
   */
  async function agentNumber(tx: Executor, agentId: string): Promise<number> {
    const read = async () => (await tx.select({ agentNo: knowledgeCorpusStats.agentNo }).from(knowledgeCorpusStats).where(eq(knowledgeCorpusStats.agentId, agentId)))[0];
    const known = await read();
    if (known) return known.agentNo;
    const [made] = await tx.insert(knowledgeCorpusStats).values({ agentId }).onConflictDoNothing().returning({ agentNo: knowledgeCorpusStats.agentNo });
    const row = made ?? (await read());
    if (!row) throw new Error('the corpus row was neither made nor found');
    return row.agentNo;
  }

  /** The statistics one generation of an item contributes now. */
  async function generationSummary(tx: Executor, itemId: string, generation: number): Promise<GenerationSummary> {
    if (generation === 0) return { passageCount: 0, totalLength: 0, df: new Map() };
    const passages = sql`select id from ${knowledgePassages} where item_id = ${itemId} and generation = ${generation}`;
    const [totals] = await queryRows<{ n: number; length: number }>(
      tx,
      sql`select count(*)::int as n, coalesce(sum(token_count), 0)::float8 as length from ${knowledgePassages}
          where item_id = ${itemId} and generation = ${generation}`,
    );
    const terms = await queryRows<{ term: string; df: number }>(
      tx,
      sql`select term, count(*)::int as df from ${knowledgeTerms} where passage_id in (${passages}) group by term`,
    );
    return { passageCount: totals?.n ?? 0, totalLength: totals?.length ?? 0, df: new Map(terms.map((row) => [row.term, row.df])) };
  }

  /** Moves the agent's statistics by `added` minus `removed`. */
  async function applyDifference(tx: Executor, agent: { id: string; no: number }, added: GenerationSummary, removed: GenerationSummary): Promise<void> {
    const deltas = new Map<string, number>();
    for (const [term, df] of added.df) deltas.set(term, df);
    for (const [term, df] of removed.df) deltas.set(term, (deltas.get(term) ?? 0) - df);
    const changed = [...deltas].filter(([, delta]) => delta !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (changed.length > 0) {
      const terms = textArray(changed.map(([term]) => term));
      await tx.execute(sql`insert into ${knowledgeTermStats} (agent_no, term, df)
        select ${agent.no}::int, d.term, d.delta from unnest(${terms}::text[], ${numberArray(changed.map(([, delta]) => delta))}::int[]) as d(term, delta)
        on conflict (agent_no, term) do update set df = ${knowledgeTermStats}.df + excluded.df`);
      // Only a term whose frequency fell can have reached 0: a first index of an item (every delta
      // positive) skips this probe of the statistics for each of its thousands of terms.
      const fallen = changed.filter(([, delta]) => delta < 0).map(([term]) => term);
      if (fallen.length > 0) {
        await tx.execute(sql`delete from ${knowledgeTermStats} where agent_no = ${agent.no} and term = any(${textArray(fallen)}::text[]) and df <= 0`);
      }
    }
    await tx
      .update(knowledgeCorpusStats)
      .set({
        passageCount: sql`${knowledgeCorpusStats.passageCount} + ${added.passageCount - removed.passageCount}`,
        totalLength: sql`${knowledgeCorpusStats.totalLength} + ${added.totalLength - removed.totalLength}`,
      })
      .where(eq(knowledgeCorpusStats.agentId, agent.id));
  }

  /** Passages and their postings (which have no foreign key to cascade along), a batch per transaction. */
  async function removeWhere(where: SQL | undefined): Promise<void> {
    for (;;) {
      const batch = await db.select({ id: knowledgePassages.id }).from(knowledgePassages).where(where).limit(DELETE_BATCH);
      if (batch.length === 0) return;
      const ids = numberArray(batch.map((row) => row.id));
      await db.transaction(async (tx) => {
        await commitWithoutWaiting(tx);
        await tx.execute(sql`delete from ${knowledgeTerms} where passage_id = any(${ids}::bigint[])`);
        await tx.execute(sql`delete from ${knowledgePassages} where id = any(${ids}::bigint[])`);
      });
      if (batch.length < DELETE_BATCH) return;
    }
  }

  return {
    /** Writes passages (and their terms) of an unpublished generation, in one transaction. */
    async writePassages(run: { itemId: string; agentId: string; generation: number }, firstOrdinal: number, passages: readonly PassageToIndex[]): Promise<void> {
      if (passages.length === 0) return;
      await db.transaction(async (tx) => {
        await commitWithoutWaiting(tx);
        const agentNo = await agentNumber(tx, run.agentId);
        const rows = await tx
          .insert(knowledgePassages)
          .values(
            passages.map((passage, offset) => ({
              itemId: run.itemId,
              agentId: run.agentId,
              generation: run.generation,
              ordinal: firstOrdinal + offset,
              heading: passage.heading,
              text: passage.text,
              normalisedText: passage.normalisedText,
              tokenCount: passage.tokenCount,
              // One array literal: drizzle would walk each of a batch's some 10,000 words as a parameter.
              words: sql`${textArray(passage.words)}::text[]`,
            })),
          )
          .returning({ id: knowledgePassages.id, ordinal: knowledgePassages.ordinal });
        // Per posting only its term, its frequency and which passage of the batch holds it; the
        // passage's id and length are joined in, and the impact computed, on the server: a batch is
        // some 36,000 postings, and their trip to the server (printed, built into the statement,
        // written to the socket) was about a quarter of this process's indexing time.
        const ids: number[] = [];
        const lengths: number[] = [];
        const terms: string[] = [];
        const frequencies: number[] = [];
        const holders: number[] = [];
        for (const row of rows) {
          const passage = passages[row.ordinal - firstOrdinal];
          if (!passage) throw new Error(`no passage for ordinal ${row.ordinal}`);
          ids.push(row.id);
          lengths.push(passage.tokenCount);
          for (const [term, count] of passage.terms) {
            terms.push(term);
            frequencies.push(Math.min(Math.round(count), TF_MAX));
            holders.push(ids.length);
          }
        }
        await tx.execute(sql`insert into ${knowledgeTerms} (agent_no, term, passage_id, tf, doc_len, impact)
          select ${agentNo}::int, t.term, p.id, t.tf, p.doc_len, ${impactSql(sql`t.tf`, sql`p.doc_len`)}
          from unnest(${textArray(terms)}::text[], ${numberArray(frequencies)}::smallint[], ${numberArray(holders)}::int[]) as t(term, tf, holder)
          join unnest(${numberArray(ids)}::bigint[], ${numberArray(lengths)}::int[]) with ordinality as p(id, doc_len, holder) on p.holder = t.holder`);
      });
    },

    /**
     * Makes `run.generation` the one retrieval reads, if the run still holds the item and the owner
     * has not changed it since the run began. One transaction: a question asked meanwhile sees the
     * old passages or the new ones, and the statistics always count exactly the published ones.
     */
    publish(run: PublishRun, summary: GenerationSummary): Promise<PublishOutcome> {
      return db.transaction(async (tx) => {
        await commitWithoutWaiting(tx);
        const agentNo = await lockCorpus(tx, run.agentId);
        const [item] = await tx
          .select({ leaseOwner: knowledgeItems.leaseOwner, contentVersion: knowledgeItems.contentVersion, indexedGeneration: knowledgeItems.indexedGeneration })
          .from(knowledgeItems)
          .where(and(eq(knowledgeItems.id, run.itemId), eq(knowledgeItems.agentId, run.agentId)))
          .for('update');
        if (!item) return { outcome: 'gone' as const };
        if (item.leaseOwner !== run.leaseOwner || item.contentVersion !== run.contentVersion) return { outcome: 'stale' as const };
        const previous = await generationSummary(tx, run.itemId, item.indexedGeneration);
        await applyDifference(tx, { id: run.agentId, no: agentNo }, summary, previous);
        await tx
          .update(knowledgeItems)
          .set({
            indexedGeneration: run.generation,
            passageCount: summary.passageCount,
            status: 'ready',
            errorReason: null,
            progress: null,
            indexedAt: sql`now()`,
            indexFormat: INDEX_FORMAT,
            leaseOwner: null,
            leaseUntil: null,
            attempts: 0,
            ...(run.title === undefined ? {} : { title: run.title }),
          })
          .where(eq(knowledgeItems.id, run.itemId));
        return { outcome: 'published' as const, previousGeneration: item.indexedGeneration };
      });
    },

    /**
     * Deletes passages of an item outside `keep`, a batch at a time so that a large item never
     * holds the database in one long transaction (PGlite serves one at a time). Nobody reads them:
     * they are an abandoned run's, or the generation a publish replaced.
     */
    async removeGenerations(itemId: string, keep: readonly number[]): Promise<void> {
      await removeWhere(and(eq(knowledgePassages.itemId, itemId), keep.length > 0 ? notInArray(knowledgePassages.generation, [...keep]) : undefined));
    },

    /** Deletes one unpublished or replaced generation of an item, in batches. */
    async removeGeneration(itemId: string, generation: number): Promise<void> {
      await removeWhere(and(eq(knowledgePassages.itemId, itemId), eq(knowledgePassages.generation, generation)));
    },

    /** Deletes an item with everything indexed for it, taking its passages out of the statistics. */
    deleteItem(agentId: string, itemId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const agentNo = await lockCorpus(tx, agentId);
        const [item] = await tx
          .select({ indexedGeneration: knowledgeItems.indexedGeneration })
          .from(knowledgeItems)
          .where(and(eq(knowledgeItems.id, itemId), eq(knowledgeItems.agentId, agentId)))
          .for('update');
        if (!item) return false;
        const published = await generationSummary(tx, itemId, item.indexedGeneration);
        await applyDifference(tx, { id: agentId, no: agentNo }, { passageCount: 0, totalLength: 0, df: new Map() }, published);
        await tx.execute(sql`delete from ${knowledgeTerms} where passage_id in (select id from ${knowledgePassages} where item_id = ${itemId})`);
        await tx.delete(knowledgeItems).where(eq(knowledgeItems.id, itemId));
        return true;
      });
    },

    /** How big the retrieval index is: for benchmarks and capacity planning, never for a request. */
    async statistics(agentId: string): Promise<{ passages: number; postings: number; terms_bytes: number } | undefined> {
      const [row] = await queryRows<{ passages: number; postings: number; terms_bytes: number }>(
        db,
        sql`select
          (select count(*)::int from knowledge_passages p join knowledge_items i on i.id = p.item_id and p.generation = i.indexed_generation
            where i.agent_id = ${agentId}) as passages,
          (select count(*)::int from knowledge_terms) as postings,
          pg_total_relation_size('knowledge_terms')::float8 as terms_bytes`,
      );
      return row;
    },
  };
}

export type KnowledgeIndexRepository = ReturnType<typeof createKnowledgeIndexRepository>;
