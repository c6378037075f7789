import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { textArray } from '../../db/pg-array';
import { queryRows } from '../../db/query-rows';
import type { KnowledgeContent } from '../../db/schema';
import type { ScoredPassage } from './knowledge-search-repository';

/** A published passage near the question, with its cosine similarity (the best of its vectors). */
export interface NearHit {
  passageId: string;
  similarity: number;
}

/** A published passage that has no vector of a model yet, with what is embedded of it. */
export interface UnembeddedPassage {
  passageId: string;
  agentId: string;
  itemType: string;
  itemTitle: string;
  heading: string;
  text: string;
  qa: Extract<KnowledgeContent, { type: 'qa' }> | null;
}

export interface VectorSet {
  model: string;
  dimensions: number;
  /** Every published passage had its vectors when last checked. */
  ready: boolean;
  /** About how many vectors it holds (exact as it completed, counted on as more are written). */
  vectors: number;
}

export interface PassageVector {
  passageId: string;
  agentId: string;
  part: number;
  vector: Float32Array;
}

/**
 * Up to this many vectors an agent's nearest passages are found by comparing them all (exact, and
 * cheap: 13 ms for 2,000 on PGlite's WebAssembly, less on a server); past it through the HNSW index
 * (2 ms at 2,000, 7–14 ms at 50,000 on PGlite), whose iterative scan keeps reading until the limit is
 * filled with the agent's own vectors.
 */
export const EXACT_SCAN_MAX = 1_000;

/** pgvector's HNSW index takes vectors of at most 2,000 dimensions; longer ones are compared exactly. */
export const HNSW_DIMENSIONS_MAX = 2_000;

/**
 * The HNSW index (cosine) of one dimension: the column has no fixed dimension (models differ), so
 * each dimension in use gets a partial index on its cast, made when a set of it is begun. Null past
 * HNSW_DIMENSIONS_MAX.
 */
export function hnswIndexDdl(dimensions: number): string | null {
  if (!Number.isInteger(dimensions) || dimensions < 1 || dimensions > HNSW_DIMENSIONS_MAX) return null;
  return `CREATE INDEX IF NOT EXISTS knowledge_passage_vectors_hnsw_${dimensions} ON knowledge_passage_vectors USING hnsw ((embedding::vector(${dimensions})) vector_cosine_ops) WHERE dimensions = ${dimensions}`;
}

/** pgvector's text form of a vector. */
export function vectorLiteral(vector: Float32Array): string {
  return `[${Array.from(vector, (x) => (Number.isFinite(x) ? x.toPrecision(7) : '0')).join(',')}]`;
}

/**
 * The vectors of retrieval by meaning (db/vector-tables.ts): only where the database has pgvector
 * (`app.vectorSearch`). Every read names the agent and the model; a passage counts only while its
 * item publishes its generation, as in the BM25 statement.
 */
export function createKnowledgeVectorRepository(db: Pick<Database, 'execute'>) {
  return {
    /**
     * The agent's published passages nearest the vector under one model, best first. The planner
     * chooses: an exact scan of the agent's vectors through its (agent_id, model) index when they are
     * few, the HNSW index of the dimension when they are many (at 50,000 vectors on PGlite: 90–107 ms
     * exact, 7–14 ms by HNSW), where pgvector's iterative scan (hnsw.iterative_scan, set by
     * db/vector-tables.ts) keeps reading until the agent's own vectors fill the limit.
     */
    async nearest(agentId: string, model: string, vector: Float32Array, limit: number, vectors = 0): Promise<NearHit[]> {
      const dimensions = vector.length;
      const approximate = vectors > EXACT_SCAN_MAX && dimensions <= HNSW_DIMENSIONS_MAX;
      // The agent's own rows through its (agent_id, model) index, compared exactly; or, for a large set,
      // the agent filter kept off that index (`|| ''`) so the planner orders by the HNSW index instead
      // (without statistics, as on PGlite after an import, it took the exact path at 2,000 vectors: 13 ms).
      const ofAgent = approximate ? sql`v.agent_id || '' = ${agentId}` : sql`v.agent_id = ${agentId}`;
      // The HNSW index of this dimension (hnswIndexDdl) answers through the same cast expression; past
      // its limit the scan is exact. Near-duplicate parts of one passage are grouped after the scan.
      const distance = dimensions <= HNSW_DIMENSIONS_MAX
        ? sql`v.embedding::vector(${sql.raw(String(dimensions))}) <=> ${vectorLiteral(vector)}::vector(${sql.raw(String(dimensions))})`
        : sql`v.embedding <=> ${vectorLiteral(vector)}::vector`;
      // Ids and similarities only: the passages retrieval keeps are read after fusion (passages()).
      const rows = await queryRows<{ passage_id: string; similarity: number }>(
        db,
        sql`with hits as (
          select v.passage_id, ${distance} as distance
          from knowledge_passage_vectors v
          where v.dimensions = ${dimensions}::smallint and ${ofAgent} and v.model = ${model}
          order by ${distance}
          limit ${limit * 3}::int
        ), near as (
          select passage_id, 1 - min(distance) as similarity from hits group by passage_id
        )
        select n.passage_id::text as passage_id, n.similarity::float8 as similarity
        from near n
        join knowledge_passages p on p.id = n.passage_id and p.agent_id = ${agentId}
        join knowledge_items i on i.id = p.item_id and i.agent_id = ${agentId} and p.generation = i.indexed_generation
        order by n.similarity desc, n.passage_id
        limit ${limit}::int`,
      );
      return rows.map((row) => ({ passageId: row.passage_id, similarity: row.similarity }));
    },

    /** Published passages of the agent by id, as the BM25 statement reads them (score 0): those found by meaning only. */
    async passages(agentId: string, passageIds: readonly string[]): Promise<ScoredPassage[]> {
      if (passageIds.length === 0) return [];
      const rows = await queryRows<{
        passage_id: string;
        item_id: string;
        title: string;
        type: ScoredPassage['itemType'];
        heading: string;
        text: string;
        words: string[] | null;
        qa: KnowledgeContent | null;
      }>(
        db,
        sql`select p.id::text as passage_id, p.item_id, i.title, i.type, p.heading, p.text, to_json(p.words) as words,
          case when i.type = 'qa' then i.content end as qa
        from knowledge_passages p
        join knowledge_items i on i.id = p.item_id and i.agent_id = ${agentId} and p.generation = i.indexed_generation
        where p.id = any(${`{${passageIds.join(',')}}`}::bigint[]) and p.agent_id = ${agentId}`,
      );
      return rows.map((row) => ({
        passageId: row.passage_id,
        itemId: row.item_id,
        itemTitle: row.title,
        itemType: row.type,
        heading: row.heading,
        text: row.text,
        words: row.words,
        qa: row.qa?.type === 'qa' ? row.qa : null,
        score: 0,
      }));
    },

    /**
     * Published passages without a vector of the model: of one agent, or of every agent whose
     * configured embedder is the built-in model (no OpenAI-compatible provider in its settings).
     */
    async unembedded(model: string, limit: number, agentId?: string): Promise<UnembeddedPassage[]> {
      const rows = await queryRows<{ passage_id: string; agent_id: string; type: string; title: string; heading: string; text: string; qa: KnowledgeContent | null }>(
        db,
        sql`select p.id::text as passage_id, p.agent_id, i.type, i.title, p.heading, p.text, case when i.type = 'qa' then i.content end as qa
        from knowledge_items i
        join knowledge_passages p on p.item_id = i.id and p.generation = i.indexed_generation
        where i.indexed_generation > 0 ${
          agentId === undefined
            ? sql`and not exists (select 1 from agent_settings s where s.agent_id = i.agent_id and s.kind = 'embedding' and s.document->>'type' = 'openai_compatible')`
            : sql`and i.agent_id = ${agentId}`
        }
          and not exists (select 1 from knowledge_passage_vectors v where v.passage_id = p.id and v.model = ${model})
        order by p.id
        limit ${limit}::int`,
      );
      return rows.map((row) => ({
        passageId: row.passage_id,
        agentId: row.agent_id,
        itemType: row.type,
        itemTitle: row.title,
        heading: row.heading,
        text: row.text,
        qa: row.qa?.type === 'qa' ? row.qa : null,
      }));
    },

    /** Writes vectors; a passage gone meanwhile (re-indexed, deleted) is skipped, one written by another replica kept. */
    async insert(model: string, vectors: readonly PassageVector[]): Promise<void> {
      if (vectors.length === 0) return;
      const values = sql.join(
        vectors.map((v) => sql`(${v.passageId}::bigint, ${model}, ${v.part}::smallint, ${v.agentId}, ${v.vector.length}::smallint, ${vectorLiteral(v.vector)}::vector)`),
        sql`, `,
      );
      await db.execute(sql`insert into knowledge_passage_vectors (passage_id, model, part, agent_id, dimensions, embedding)
        select x.* from (values ${values}) as x(passage_id, model, part, agent_id, dimensions, embedding)
        where exists (select 1 from knowledge_passages p where p.id = x.passage_id)
        on conflict do nothing`);
    },

    /** How many of the agent's published passages have a vector of the model, of how many. */
    async coverage(agentId: string, model: string): Promise<{ embedded: number; total: number }> {
      const [row] = await queryRows<{ embedded: number; total: number }>(
        db,
        sql`select count(*)::int as total,
          count(*) filter (where exists (select 1 from knowledge_passage_vectors v where v.passage_id = p.id and v.model = ${model}))::int as embedded
        from knowledge_items i
        join knowledge_passages p on p.item_id = i.id and p.generation = i.indexed_generation
        where i.agent_id = ${agentId} and i.indexed_generation > 0`,
      );
      return row ?? { embedded: 0, total: 0 };
    },

    /** The models the agent has vectors of, with their count. */
    async models(agentId: string): Promise<{ model: string; vectors: number }[]> {
      return queryRows<{ model: string; vectors: number }>(
        db,
        sql`select model, count(*)::int as vectors from knowledge_passage_vectors where agent_id = ${agentId} group by model order by model`,
      );
    },

    /** The agent's sets of vectors, newest ready first. */
    async sets(agentId: string): Promise<VectorSet[]> {
      const rows = await queryRows<{ model: string; dimensions: number; ready: boolean; vectors: number }>(
        db,
        sql`select model, dimensions::int as dimensions, ready_at is not null as ready, vectors
        from knowledge_vector_sets where agent_id = ${agentId}
        order by ready_at desc nulls last, started_at desc`,
      );
      return rows.map((r) => ({ model: r.model, dimensions: r.dimensions, ready: r.ready, vectors: r.vectors }));
    },

    /** Notes that vectors of the model are being written for the agents (so many each): a set is begun once, then counted on. */
    async begin(model: string, dimensions: number, vectorsByAgent: ReadonlyMap<string, number>): Promise<void> {
      if (vectorsByAgent.size === 0) return;
      const ddl = hnswIndexDdl(dimensions);
      if (ddl) await db.execute(sql.raw(ddl));
      const values = sql.join(
        [...vectorsByAgent].map(([agentId, count]) => sql`(${agentId}, ${model}, ${dimensions}::smallint, ${count}::int)`),
        sql`, `,
      );
      await db.execute(sql`insert into knowledge_vector_sets (agent_id, model, dimensions, vectors) values ${values}
        on conflict (agent_id, model) do update set vectors = knowledge_vector_sets.vectors + excluded.vectors`);
    },

    /**
     * Marks ready the sets of the model (of the agents given, or all) whose agent has no published
     * passage left without a vector of it, and drops those agents' other sets and vectors: from
     * then on the new model answers alone. Answers the agents whose set became ready.
     */
    async completeSets(model: string, agentIds?: readonly string[]): Promise<string[]> {
      const rows = await queryRows<{ agent_id: string }>(
        db,
        sql`update knowledge_vector_sets s set ready_at = now(),
          vectors = (select count(*) from knowledge_passage_vectors v where v.agent_id = s.agent_id and v.model = s.model)::int
        where s.model = ${model} and s.ready_at is null ${agentIds === undefined ? sql`` : sql`and s.agent_id = any(${textArray(agentIds)}::text[])`}
          and not exists (
            select 1 from knowledge_items i
            join knowledge_passages p on p.item_id = i.id and p.generation = i.indexed_generation
            where i.agent_id = s.agent_id and i.indexed_generation > 0
              and not exists (select 1 from knowledge_passage_vectors v where v.passage_id = p.id and v.model = ${model})
          )
        returning s.agent_id`,
      );
      const done = rows.map((r) => r.agent_id);
      if (done.length > 0) {
        await db.execute(sql`delete from knowledge_passage_vectors where agent_id = any(${textArray(done)}::text[]) and model <> ${model}`);
        await db.execute(sql`delete from knowledge_vector_sets where agent_id = any(${textArray(done)}::text[]) and model <> ${model}`);
      }
      return done;
    },
  };
}

export type KnowledgeVectorRepository = ReturnType<typeof createKnowledgeVectorRepository>;
