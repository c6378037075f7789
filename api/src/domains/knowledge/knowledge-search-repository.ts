import { type SQL, sql } from 'drizzle-orm';
import type { KnowledgeItemType } from 'shared-contracts';
import type { Database } from '../../db/database';
import { numberArray, textArray } from '../../db/pg-array';
import { type PlanNode, preparedStatement } from '../../db/prepared-statement';
import { type KnowledgeContent, knowledgeCorpusStats, knowledgeItems, knowledgePassages, knowledgeTerms, knowledgeTermStats } from '../../db/schema';
import { BM25 } from './retrieval/bm25';

/** A term of the question as retrieval asks for it (retrieval/query-terms.ts's QueryTerm). */
export interface SearchTerm {
  term: string;
  /** The query weight, before IDF. */
  weight: number;
  /** Terms of one concept (a word and its synonyms) score as their best one, not their sum. */
  concept: number;
  /** For a synonym: the word of the question it stands for (a synonym never weighs more than it). */
  synonymOf?: string;
}

export interface SearchRequest {
  terms: readonly SearchTerm[];
  /** The terms whose document frequency the caller wants back (the terms and the words synonyms stand for). */
  looked: readonly string[];
  /** How many postings the question may read in all, and the fewest any term reads (retrieve.ts). */
  postingsBudget: number;
  postingsPerTermMin: number;
  /** How many of the best scored passages are kept before the unpublished are left out. */
  candidates: number;
  wanted: number;
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
  /** A Q&A item's question, alternatives and answer, read with its passage; null for other items. */
  qa: Extract<KnowledgeContent, { type: 'qa' }> | null;
  score: number;
}

export interface SearchResult {
  passageCount: number;
  /** Live passages holding each looked term; terms held by none are absent. */
  documentFrequencies: Map<string, number>;
  /** The wanted best published passages, best first, ties by passage id. */
  passages: ScoredPassage[];
  /** How many candidates there were before unpublished ones were left out. */
  candidates: number;
}

const { k1, b } = BM25;

/** BM25's IDF of a document frequency, as retrieval/bm25.ts's idf: ln(1 + (N − df + 0.5) / (df + 0.5)). */
const idfSql = (df: SQL) => sql`ln(1 + (c.passage_count::float8 - (${df})::float8 + 0.5) / ((${df})::float8 + 0.5))`;

/**
 * Retrieval in one statement (one round trip before the answer can start):
 * 1. the agent's counts (no row: no published passage, and nothing else answers) and the document
 *    frequencies of the looked terms;
 * 2. each term's weight: query weight × IDF, a synonym never above the word it stands for; terms no
 *    passage holds are dropped;
 * 3. the postings budget, shared rarest first (ties in the question's order): each term its whole
 *    list while its even share of what is left allows, never fewer than the minimum. The weighed
 *    terms are MATERIALIZED: referenced once, in the recursive step, PostgreSQL would otherwise
 *    inline them and join, sort and number the terms again at every step (a question of 25 terms
 *    weighed 25 times; pgbench on one question at 5,000 passages, six alternating runs: 2.9–3.7 ms a
 *    run inlined, 2.5–3.5 materialized, faster in five of the six pairs; end to end within the noise);
 * 4. for each term its postings of highest impact straight off the index (agent_no, term, impact
 *    desc, passage_id, tf, doc_len), BM25 summed (a concept counting its best term), the best
 *    candidates joined to their published passages, so one snapshot decides both what scores and
 *    what is published. The postings are read under the agent's number; the passages and items are
 *    joined under its AgentID as well.
 * 5. each candidate's passage and item are looked up by primary key (a LATERAL with LIMIT 1, which
 *    the planner can neither flatten nor push the AgentID into), the AgentID and the published
 *    generation checked after. Written as a plain join, the planner chose, depending on the
 *    statistics and the question, to read every passage of the agent through its items and hash
 *    them, or to loop over all of them for each candidate. At 5,000 passages: PGlite right after an
 *    import p50 32–35 ms a question instead of 14–17 (all 5,012 passages read), and on one corpus
 *    75 ms after ANALYZE; PostgreSQL right after an import p50 47 ms against 10. The work grew with
 *    the agent's passages; now it is one lookup per candidate, whatever the statistics (by key; on
 *    a table of a page or two the planner may scan it per candidate instead, which costs less:
 *    PGlite did for 59 items) (bench retrieval-plan, test/knowledge/retrieval-plan.test.ts).
 * 6. a Q&A item's content (its question, alternatives and answer, which the built-in responder weighs)
 *    comes with its passage, from the same item row: a lookup of its own cost a round trip before the
 *    first token, and a statement the server planned afresh every question (2026-11: four statements a
 *    turn became three).
 * The words leave as JSON, not as text[]: node-postgres parses an array literal in JavaScript, a
 * character at a time (half a millisecond of CPU a message for five passages), JSON.parse natively;
 * only for the wanted rows (in the SELECT of the sort, the server would make it for every candidate).
 * The same SQL runs on PGlite and PostgreSQL.
 */
const knowledgeSearch = preparedStatement<
  {
    passage_count: number;
    dfs: Record<string, number>;
    passage_id: string | null;
    score: number | null;
    item_id: string | null;
    title: string | null;
    type: KnowledgeItemType | null;
    heading: string | null;
    text: string | null;
    words: string[] | null;
    qa: KnowledgeContent | null;
    candidates: number;
  },
  {
    agentId: string;
    terms: string;
    weights: string;
    concepts: string;
    synonymOf: string;
    looked: string;
    budget: number;
    perTermMin: number;
    candidates: number;
    wanted: number;
  }
>(
  'knowledge_search',
  (slot) => sql`with recursive corpus as (
      select c.agent_no, c.passage_count, greatest(c.total_length::float8 / c.passage_count, 1) as average_length
      from ${knowledgeCorpusStats} c
      where c.agent_id = ${slot.agentId}::text and c.passage_count > 0
    ), looked as (
      select s.term, s.df from ${knowledgeTermStats} s join corpus c on s.agent_no = c.agent_no
      where s.term = any(${slot.looked}::text[])
    ), weighed as materialized (
      select q.term, q.concept, d.df,
        q.weight * least(${idfSql(sql`d.df`)}, case when q.synonym_of is null then 'Infinity'::float8 else ${idfSql(sql`coalesce(o.df, 0)`)} end) as weight,
        row_number() over (order by d.df, q.ord) as i,
        count(*) over () as terms
      from unnest(${slot.terms}::text[], ${slot.weights}::float8[], ${slot.concepts}::int[], ${slot.synonymOf}::text[]) with ordinality
        as q(term, weight, concept, synonym_of, ord)
      cross join corpus c
      join looked d on d.term = q.term and d.df > 0
      left join looked o on o.term = q.synonym_of
    ), shared(i, left_after, term, weight, concept, postings) as (
      select 0::bigint, ${slot.budget}::bigint, null::text, null::float8, null::int, null::bigint
      union all
      select w.i, greatest(0, sh.left_after - p.postings), w.term, w.weight, w.concept, p.postings
      from shared sh
      join weighed w on w.i = sh.i + 1
      cross join lateral (select greatest(${slot.perTermMin}::bigint, least(w.df::bigint, sh.left_after / (w.terms - sh.i))) as postings) p
    ), scored as (
      select passage_id, sum(best) as score from (
        select p.passage_id, q.concept,
          max(q.weight * p.tf * ${k1 + 1}::float8 / (p.tf + ${k1}::float8 * (${1 - b}::float8 + ${b}::float8 * p.doc_len / c.average_length))) as best
        from shared q
        cross join corpus c
        cross join lateral (
          select t.passage_id, t.tf, t.doc_len from ${knowledgeTerms} t
          where t.agent_no = c.agent_no and t.term = q.term
          order by t.impact desc nulls last, t.passage_id
          limit q.postings
        ) as p
        where q.i > 0
        group by p.passage_id, q.concept
      ) as per_concept
      group by passage_id
      order by score desc, passage_id
      limit ${slot.candidates}::int
    ), best as (
      select s.passage_id, s.score, p.item_id, i.title, i.type, i.qa, p.heading, p.text, p.words
      from scored s
      cross join lateral (
        select p.item_id, p.agent_id, p.generation, p.heading, p.text, p.words from ${knowledgePassages} p
        where p.id = s.passage_id
        limit 1
      ) p
      cross join lateral (
        select i.title, i.type, case when i.type = 'qa' then i.content end as qa, i.agent_id, i.indexed_generation from ${knowledgeItems} i
        where i.id = p.item_id
        limit 1
      ) i
      where p.agent_id = ${slot.agentId}::text and i.agent_id = ${slot.agentId}::text and p.generation = i.indexed_generation
      order by s.score desc, s.passage_id
      limit ${slot.wanted}::int
    )
    select c.passage_count, (select coalesce(json_object_agg(l.term, l.df), '{}'::json) from looked l) as dfs,
      b.passage_id::text as passage_id, b.score::float8 as score, b.item_id, b.title, b.type, b.heading, b.text, to_json(b.words) as words, b.qa,
      (select count(*)::int from scored) as candidates
    from corpus c
    left join best b on true
    order by b.score desc, b.passage_id`,
);

/** The statement's slots for one agent and request. */
function searchValues(agentId: string, request: SearchRequest) {
  const { terms } = request;
  return {
    agentId,
    terms: textArray(terms.map((t) => t.term)),
    weights: numberArray(terms.map((t) => t.weight)),
    concepts: numberArray(terms.map((t) => t.concept)),
    // NULL in an array literal is SQL's null: a word of the question, not a synonym.
    synonymOf: `{${terms.map((t) => (t.synonymOf === undefined ? 'NULL' : textArray([t.synonymOf]).slice(1, -1))).join(',')}}`,
    looked: textArray(request.looked),
    budget: Math.min(request.postingsBudget, Number.MAX_SAFE_INTEGER),
    perTermMin: request.postingsPerTermMin,
    candidates: request.candidates,
    wanted: request.wanted,
  };
}

/** The reads of retrieval: one statement a question (a second or third only when unpublished passages crowd the top). */
export function createKnowledgeSearchRepository(db: Pick<Database, 'execute'>) {
  return {
    /** null when the agent has no published passage. */
    async search(agentId: string, request: SearchRequest): Promise<SearchResult | null> {
      const rows = await knowledgeSearch.rows(db, searchValues(agentId, request));
      const [first] = rows;
      if (!first) return null;
      const passages: ScoredPassage[] = [];
      for (const row of rows) {
        if (row.passage_id === null || row.item_id === null || row.type === null || row.score === null) continue;
        passages.push({
          passageId: row.passage_id,
          itemId: row.item_id,
          itemTitle: row.title ?? '',
          itemType: row.type,
          heading: row.heading ?? '',
          text: row.text ?? '',
          words: row.words,
          qa: row.qa?.type === 'qa' ? row.qa : null,
          score: row.score,
        });
      }
      return {
        passageCount: first.passage_count,
        documentFrequencies: new Map(Object.entries(first.dfs)),
        passages,
        candidates: first.candidates,
      };
    },
    /** The search's plan as run (EXPLAIN ANALYZE): how much it reads, for tests and benches, never for a request. */
    plan(agentId: string, request: SearchRequest): Promise<PlanNode> {
      return knowledgeSearch.plan(db, searchValues(agentId, request));
    },
  };
}

export type KnowledgeSearchRepository = ReturnType<typeof createKnowledgeSearchRepository>;
