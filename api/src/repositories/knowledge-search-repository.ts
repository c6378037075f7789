import { type SQL, sql } from 'drizzle-orm';
import type { KnowledgeItemType } from 'shared-contracts';
import type { Database } from '../db/database';
import { numberArray, textArray } from '../db/pg-array';
import { queryRows } from '../db/query-rows';

/** A weighted query term. Terms of one concept (a word's synonyms) score as their best one, not their sum. */
export interface WeightedTerm {
  term: string;
  /** The query-side weight times the term's IDF. */
  weight: number;
  concept: number;
}

export interface Bm25Parameters {
  k1: number;
  b: number;
  averageLength: number;
}

export interface LivePassage {
  passageId: string;
  itemId: string;
  itemTitle: string;
  itemType: KnowledgeItemType;
  heading: string;
  text: string;
}

/**
 * The reads of retrieval. BM25 is summed in SQL over the postings of the question's terms, found
 * by the primary key (agent_id, term, passage_id), so only a passage id and a score per candidate
 * leave the database; the same SQL runs on PGlite and PostgreSQL.
 */
export function createKnowledgeSearchRepository(db: Pick<Database, 'execute'>) {
  function bm25(terms: readonly WeightedTerm[], parameters: Bm25Parameters, agentId: string, onlyPassages: SQL | undefined): SQL {
    const { k1, b, averageLength } = parameters;
    return sql`select passage_id::text as passage_id, sum(score)::float8 as score from (
        select t.passage_id, q.concept,
          max(q.weight * t.tf * ${k1 + 1}::float8 / (t.tf + ${k1}::float8 * (${1 - b}::float8 + ${b}::float8 * t.doc_len / ${averageLength}::float8))) as score
        from unnest(${textArray(terms.map((t) => t.term))}::text[], ${numberArray(terms.map((t) => t.weight))}::float8[], ${numberArray(terms.map((t) => t.concept))}::int[])
          as q(term, weight, concept)
        join knowledge_terms t on t.agent_id = ${agentId} and t.term = q.term ${onlyPassages ?? sql``}
        group by t.passage_id, q.concept
      ) as per_concept
      group by passage_id`;
  }

  return {
    async corpus(agentId: string): Promise<{ passageCount: number; totalLength: number }> {
      const [row] = await queryRows<{ passage_count: number; total_length: number }>(
        db,
        sql`select passage_count, total_length::float8 as total_length from knowledge_corpus_stats where agent_id = ${agentId}`,
      );
      return { passageCount: row?.passage_count ?? 0, totalLength: row?.total_length ?? 0 };
    },

    /** Live passages holding each term; terms held by none are absent. */
    async documentFrequencies(agentId: string, terms: readonly string[]): Promise<Map<string, number>> {
      if (terms.length === 0) return new Map();
      const rows = await queryRows<{ term: string; df: number }>(
        db,
        sql`select term, df from knowledge_term_stats where agent_id = ${agentId} and term = any(${textArray(terms)}::text[])`,
      );
      return new Map(rows.map((row) => [row.term, row.df]));
    },

    /** The best `limit` passages by the BM25 of `terms`, best first (ties by passage id). */
    async topPassages(agentId: string, terms: readonly WeightedTerm[], parameters: Bm25Parameters, limit: number): Promise<{ passageId: string; score: number }[]> {
      if (terms.length === 0) return [];
      const rows = await queryRows<{ passage_id: string; score: number }>(
        db,
        sql`${bm25(terms, parameters, agentId, undefined)} order by score desc, passage_id::bigint limit ${limit}`,
      );
      return rows.map((row) => ({ passageId: row.passage_id, score: row.score }));
    },

    /** The BM25 of `terms` for the given passages only: common terms are scored on candidates, never on the whole index. */
    async scoresOf(agentId: string, terms: readonly WeightedTerm[], parameters: Bm25Parameters, passageIds: readonly string[]): Promise<Map<string, number>> {
      if (terms.length === 0 || passageIds.length === 0) return new Map();
      const only = sql`and t.passage_id = any(${numberArray(passageIds.map(Number))}::bigint[])`;
      const rows = await queryRows<{ passage_id: string; score: number }>(db, bm25(terms, parameters, agentId, only));
      return new Map(rows.map((row) => [row.passage_id, row.score]));
    },

    /** Those of the passages that belong to the generation their item publishes now. */
    async livePassages(agentId: string, passageIds: readonly string[]): Promise<LivePassage[]> {
      if (passageIds.length === 0) return [];
      const rows = await queryRows<{ id: string; item_id: string; title: string; type: KnowledgeItemType; heading: string; text: string }>(
        db,
        sql`select p.id::text as id, p.item_id, i.title, i.type, p.heading, p.text
          from knowledge_passages p join knowledge_items i on i.id = p.item_id
          where p.id = any(${numberArray(passageIds.map(Number))}::bigint[])
            and p.agent_id = ${agentId} and i.agent_id = ${agentId} and p.generation = i.indexed_generation`,
      );
      return rows.map((row) => ({ passageId: row.id, itemId: row.item_id, itemTitle: row.title, itemType: row.type, heading: row.heading, text: row.text }));
    },
  };
}

export type KnowledgeSearchRepository = ReturnType<typeof createKnowledgeSearchRepository>;
