import { sql } from 'drizzle-orm';
import type { KnowledgeItemType } from 'shared-contracts';
import type { Database } from '../../db/database';
import { numberArray, textArray } from '../../db/pg-array';
import { preparedStatement } from '../../db/prepared-statement';
import { knowledgeCorpusStats, knowledgeItems, knowledgePassages, knowledgeTerms, knowledgeTermStats } from '../../db/schema';
import { BM25 } from './retrieval/bm25';

/** A query term with its weight (query weight × IDF) and how many of its best postings to read. */
export interface WeightedTerm {
  term: string;
  weight: number;
  /** Terms of one concept (a word and its synonyms) score as their best one, not their sum. */
  concept: number;
  postings: number;
}

export interface CorpusStatistics {
  /** The agent's number in the postings (knowledge_corpus_stats.agent_no): what bestPassages reads them by. */
  agentNo: number;
  passageCount: number;
  totalLength: number;
  /** Live passages holding each term; terms held by none are absent. */
  documentFrequencies: Map<string, number>;
}

export interface ScoredPassage {
  passageId: string;
  itemId: string;
  itemTitle: string;
  itemType: KnowledgeItemType;
  heading: string;
  text: string;
  /** The passage's content words and readings as indexed; null when indexed before they were kept. */
  words: string[] | null;
  score: number;
}

const corpusStatistics = preparedStatement<
  { agent_no: number; passage_count: number; total_length: number; term: string | null; df: number | null },
  { agentId: string; terms: string }
>(
  'corpus_statistics',
  (slot) => sql`select c.agent_no, c.passage_count, c.total_length::float8 as total_length, s.term, s.df
    from ${knowledgeCorpusStats} c
    left join ${knowledgeTermStats} s on s.agent_no = c.agent_no and s.term = any(${slot.terms}::text[])
    where c.agent_id = ${slot.agentId} and c.passage_count > 0`,
);

const { k1, b } = BM25;

// The words leave as JSON, not as text[]: node-postgres parses an array literal in JavaScript, a
// character at a time (half a millisecond of CPU a message for five passages), JSON.parse natively.
// Only the wanted rows are made JSON: in the same SELECT as the sort, the server would make it for
// every candidate joined.
const bestPassages = preparedStatement<
  {
    passage_id: string;
    score: number;
    item_id: string;
    title: string;
    type: KnowledgeItemType;
    heading: string;
    text: string;
    words: string[] | null;
    candidates: number;
  },
  { agentId: string; agentNo: number; terms: string; weights: string; concepts: string; postings: string; averageLength: number; candidates: number; wanted: number }
>(
  'best_passages',
  (slot) => sql`with scored as (
      select passage_id, sum(best) as score from (
        select p.passage_id, q.concept,
          max(q.weight * p.tf * ${k1 + 1}::float8 / (p.tf + ${k1}::float8 * (${1 - b}::float8 + ${b}::float8 * p.doc_len / ${slot.averageLength}::float8))) as best
        from unnest(${slot.terms}::text[], ${slot.weights}::float8[], ${slot.concepts}::int[], ${slot.postings}::int[])
          as q(term, weight, concept, postings)
        cross join lateral (
          select t.passage_id, t.tf, t.doc_len from ${knowledgeTerms} t
          where t.agent_no = ${slot.agentNo}::int and t.term = q.term
          order by t.impact desc nulls last, t.passage_id
          limit q.postings
        ) as p
        group by p.passage_id, q.concept
      ) as per_concept
      group by passage_id
      order by score desc, passage_id
      limit ${slot.candidates}::int
    ), best as (
      select s.passage_id, s.score, p.item_id, i.title, i.type, p.heading, p.text, p.words
      from scored s
      join ${knowledgePassages} p on p.id = s.passage_id and p.agent_id = ${slot.agentId}::text
      join ${knowledgeItems} i on i.id = p.item_id and i.agent_id = ${slot.agentId}::text and p.generation = i.indexed_generation
      order by s.score desc, s.passage_id
      limit ${slot.wanted}::int
    )
    select passage_id::text as passage_id, score::float8 as score, item_id, title, type, heading, text, to_json(words) as words,
      (select count(*)::int from scored) as candidates
    from best
    order by score desc, passage_id`,
);

/**
 * The reads of retrieval, two statements a question. For each term, its postings of highest
 * impact come straight off the index (agent_no, term, impact desc, passage_id, tf, doc_len) — at
 * most `postings` of them — BM25 is summed in SQL, and the best candidates are joined to their
 * passages in the same statement, so one snapshot decides both what scores and what is published.
 * The same SQL runs on PGlite and PostgreSQL.
 */
export function createKnowledgeSearchRepository(db: Pick<Database, 'execute'>) {
  return {
    /** null when the agent has no published passage. */
    async statistics(agentId: string, terms: readonly string[]): Promise<CorpusStatistics | null> {
      const rows = await corpusStatistics.rows(db, { agentId, terms: textArray(terms) });
      const [first] = rows;
      if (!first) return null;
      const documentFrequencies = new Map<string, number>();
      for (const row of rows) if (row.term !== null && row.df !== null) documentFrequencies.set(row.term, row.df);
      return { agentNo: first.agent_no, passageCount: first.passage_count, totalLength: first.total_length, documentFrequencies };
    },

    /**
     * The `wanted` best published passages by BM25 over the postings read (each scored exactly,
     * with the agent's average length), best first, ties by passage id; and how many candidates
     * there were before unpublished ones (of a generation being written or just replaced) were left
     * out. Only the wanted rows carry their text and words out of the server. The postings are
     * read under `agentNo` (statistics' agentNo of the same agent); the passages and items are
     * joined under `agentId` as well, so a number that were someone else's would find nothing.
     */
    async bestPassages(
      agentId: string,
      agentNo: number,
      terms: readonly WeightedTerm[],
      averageLength: number,
      candidates: number,
      wanted: number,
    ): Promise<{ passages: ScoredPassage[]; candidates: number }> {
      if (terms.length === 0) return { passages: [], candidates: 0 };
      const rows = await bestPassages.rows(db, {
        agentId,
        agentNo,
        terms: textArray(terms.map((t) => t.term)),
        weights: numberArray(terms.map((t) => t.weight)),
        concepts: numberArray(terms.map((t) => t.concept)),
        postings: numberArray(terms.map((t) => t.postings)),
        averageLength,
        candidates,
        wanted,
      });
      return {
        passages: rows.map((row) => ({
          passageId: row.passage_id,
          itemId: row.item_id,
          itemTitle: row.title,
          itemType: row.type,
          heading: row.heading,
          text: row.text,
          words: row.words,
          score: row.score,
        })),
        candidates: rows[0]?.candidates ?? 0,
      };
    },
  };
}

export type KnowledgeSearchRepository = ReturnType<typeof createKnowledgeSearchRepository>;
