/**
 * The tables of retrieval by meaning, made where the database has pgvector (PGlite always; a
 * PostgreSQL server with the extension) and only there: a server without it keeps answering by
 * text ranking, and says so at start (plugins/external/db.ts). Idempotent, run after the
 * migrations on every start, so a server that gains pgvector later gains the tables too — which a
 * drizzle migration, applied once whatever the server had, would not.
 *
 * Vectors are keyed by model (the Embedder's `model`, which names where it runs) and carry their
 * dimension: a change of model writes a new set beside the old one, which keeps answering until the
 * new one is complete, and two models' vectors are never compared (the column has no fixed
 * dimension; every query names its model). A passage may have several vectors (`part`): a Q&A
 * pair's question with its answer, and each of its other phrasings, the owner's taught ones among them.
 */
export const VECTOR_TABLES_DDL = [
  `CREATE TABLE IF NOT EXISTS knowledge_passage_vectors (
    passage_id bigint NOT NULL REFERENCES knowledge_passages(id) ON DELETE CASCADE,
    model text NOT NULL,
    part smallint NOT NULL,
    agent_id text NOT NULL,
    dimensions smallint NOT NULL,
    embedding vector NOT NULL,
    PRIMARY KEY (passage_id, model, part)
  )`,
  `CREATE INDEX IF NOT EXISTS knowledge_passage_vectors_agent_model_idx ON knowledge_passage_vectors (agent_id, model)`,
  // An agent's sets of vectors, one per model: building until every published passage has its
  // vectors (ready_at set), when the agent's other sets are dropped. Retrieval answers from the
  // configured model's set once it is ready, from the last ready one until then.
  `CREATE TABLE IF NOT EXISTS knowledge_vector_sets (
    agent_id text NOT NULL,
    model text NOT NULL,
    dimensions smallint NOT NULL,
    started_at timestamptz NOT NULL DEFAULT now(),
    ready_at timestamptz,
    PRIMARY KEY (agent_id, model)
  )`,
  // About how many vectors the set holds (exact when it completes): whether its nearest passages are
  // read exactly or through the HNSW index (knowledge-vector-repository.ts EXACT_SCAN_MAX).
  `ALTER TABLE knowledge_vector_sets ADD COLUMN IF NOT EXISTS vectors integer NOT NULL DEFAULT 0`,
];

/**
 * pgvector 0.8's iterative index scan: an HNSW scan filtered by agent and model reads on until the
 * limit is filled (relaxed order: retrieval re-sorts), instead of returning the agent's share of the
 * first ef_search candidates, which for a small agent among large ones would be none. A session
 * setting: PGlite's one session at open, each pooled PostgreSQL connection as it connects (a server
 * without pgvector keeps it as an unused placeholder).
 */
export const VECTOR_SESSION_SETTINGS = 'SET hnsw.iterative_scan = relaxed_order';
