import { sql } from 'drizzle-orm';
import type { KnowledgeItemType } from 'shared-contracts';
import type { Database } from '../db/database';
import { numberArray, textArray } from '../db/pg-array';
import { queryRows } from '../db/query-rows';
import { knowledgeTerms } from '../db/schema';
import { BM25 } from '../knowledge/retrieval/bm25';

/** A query term with its weight (query weight × IDF) and how many of its best postings to read. */
export interface WeightedTerm {
  term: string;
  weight: number;
  /** Terms of one concept (a word and its synonyms) score as their best one, not their sum. */
  concept: number;
  postings: number;
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
 * The reads of retrieval. For each term, its postings of highest impact come straight off the
 * index (agent_id, term, impact desc, passage_id, tf, doc_len) — at most `postings` of them — and
 * BM25 is summed in SQL, so only a passage id and a score per candidate leave the database; the
 * same SQL runs on PGlite and PostgreSQL.
 */
export function createKnowledgeSearchRepository(db: Pick<Database, 'execute'>) {
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

    /**
     * The best `limit` passages by BM25 over the postings read, best first (ties by passage id).
     * Postings are read best impact first; each one read is scored exactly, with the agent's
     * average passage length.
     */
    async topPassages(agentId: string, terms: readonly WeightedTerm[], averageLength: number, limit: number): Promise<{ passageId: string; score: number }[]> {
      const { k1, b } = BM25;
      if (terms.length === 0) return [];
      const rows = await queryRows<{ passage_id: string; score: number }>(
        db,
        sql`select passage_id::text as passage_id, sum(best)::float8 as score from (
            select p.passage_id, q.concept,
              max(q.weight * p.tf * ${k1 + 1}::float8 / (p.tf + ${k1}::float8 * (${1 - b}::float8 + ${b}::float8 * p.doc_len / ${averageLength}::float8))) as best
            from unnest(${textArray(terms.map((t) => t.term))}::text[], ${numberArray(terms.map((t) => t.weight))}::float8[],
              ${numberArray(terms.map((t) => t.concept))}::int[], ${numberArray(terms.map((t) => t.postings))}::int[])
              as q(term, weight, concept, postings)
            cross join lateral (
              select t.passage_id, t.tf, t.doc_len from ${knowledgeTerms} t
              where t.agent_id = ${agentId} and t.term = q.term
              order by t.impact desc nulls last, t.passage_id
              limit q.postings
            ) as p
            group by p.passage_id, q.concept
          ) as per_concept
          group by passage_id
          order by score desc, passage_id
          limit ${limit}`,
      );
      return rows.map((row) => ({ passageId: row.passage_id, score: row.score }));
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
